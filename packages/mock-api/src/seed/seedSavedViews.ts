import type { SeedContext } from './SeedContext.ts';

/** admin@ keeps them. */
const OWNER = 2;

/**
 * Saved views (issue 23): one view admin@ saved on the brands list before views were query state
 * (payload version 1), naming a filter the list has since lost, so applying it shows the notice.
 * Drawn without the seed's random numbers, so the sequence is unchanged.
 */
export function seedSavedViews(context: SeedContext): void {
  const { store, calendar } = context;
  if (store.users.get(OWNER) === undefined) return;
  const at = calendar.at(-30, 9 * 60);
  store.savedViews.insert({
    user_id: OWNER,
    list: 'agency-brands',
    name: 'Biggest active brands',
    version: 1,
    query: 'sort=budget:desc&is_active=true&region=eu',
    is_default: false,
    created_at: at,
    updated_at: at,
  });
}
