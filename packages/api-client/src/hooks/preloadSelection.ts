import { listBrandsWithAccess, listCreatorsWithAccess } from '../endpoints/selection.ts';
import type { SelectedRecords, SelectionKind } from '../session/selection.ts';
import type { Session } from '../session/types.ts';
import { preloadQuery } from '../swr/preloads.ts';
import { SELECTION_QUERY } from './useSelectedRecord.ts';

const ignore = () => {};

/**
 * A route's preload of the brand app's or creator app's selection: starts the list the choice is
 * made from (useSelectedBrand's, useSelectedCreator's) and makes the start choice as soon as it
 * comes, before anything renders. Gives the id the app will most likely show (the chosen one, else
 * the stored one), for preloading the page's reads of it; a stale stored id only wastes those.
 * Signed out, it starts nothing and gives null.
 */
export function preloadSelection(session: Session, kind: SelectionKind): number | null {
  const asker = session.getState().profile;
  // Like the hooks, which read the list only when signed in.
  if (asker === null) return null;
  const call = kind === 'brand' ? listBrandsWithAccess : listCreatorsWithAccess;
  preloadQuery(session.client, call, { query: SELECTION_QUERY })
    .then((page) => {
      const available = page?.data as readonly SelectedRecords[typeof kind][] | undefined;
      // A list that comes after a sign-out, a sign-in or an impersonation was the user before's.
      if (available === undefined || session.getState().profile?.id !== asker.id) return;
      return session.resolveSelection(kind, available);
    })
    // The hook that shows the choice learns a failed start call (resolveSelection gives it again).
    .catch(ignore);
  return session.expectedSelectionId(kind);
}
