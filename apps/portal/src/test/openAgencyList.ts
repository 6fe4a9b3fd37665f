import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expectRowCount } from './agencyQueries.ts';
import { type RenderedRoute, renderRoute } from './renderRoute.tsx';

/**
 * Opens an agency list page as an admin and waits for its first page (25 rows), with a user to
 * drive it: how the agency list tests start.
 */
export async function openAgencyList(
  path: string,
): Promise<RenderedRoute & { readonly user: UserEvent }> {
  const user = userEvent.setup();
  const view = await renderRoute(path, { as: 'admin' });
  await expectRowCount(/^25 of/);
  return { ...view, user };
}
