import { toast } from '@airtime/design-system';
import type { Process } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareNames, expectAccessible, WAIT } from '../../../test/agencyQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';
import { rowTexts } from '../../../test/rowTexts.ts';
import { conversionStatusOf } from './conversion.ts';

const mock = setupPortalMockApi();
const store = () => mock.backend.store;
const IN_PROGRESS = 'Prospects in progress';
const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

/** The seeded prospects whose conversion stands at one of `statuses`, with their creators. */
function prospectsAt(...statuses: string[]) {
  return store()
    .processes.all()
    .filter((process) => statuses.includes(conversionStatusOf(process) ?? ''))
    .flatMap((process) => {
      const creator = store().creators.get(process.subject_id);
      return creator === undefined || creator.deleted_at !== null ? [] : [{ process, creator }];
    });
}

function rowOf(grid: string, name: string): HTMLElement {
  const row = within(screen.getByRole('grid', { name: grid }))
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(name));
  if (row === undefined) throw new Error(`No row for ${name}.`);
  return row;
}

const statusIn = (process: Process) =>
  conversionStatusOf(store().processes.get(process.id) ?? process);

describe('moving prospects between the Prospecting tabs', { timeout: 90_000 }, () => {
  it('moves a prospect to Watchlist at once; a refused move comes back with a Retry that makes it', async () => {
    const user = userEvent.setup();
    // The first row by name, so no search reloads the rows under the pointer.
    const target = prospectsAt('not-started', 'requested').sort((a, b) =>
      compareNames(a.creator.name, b.creator.name),
    )[0];
    if (target === undefined) throw new Error('The seed has no prospect in progress.');
    const { creator, process } = target;
    await renderRoute('/agency/prospecting/prospects', { as: 'admin' });
    await waitFor(() => rowOf(IN_PROGRESS, creator.name), WAIT);

    await user.click(
      within(rowOf(IN_PROGRESS, creator.name)).getByRole('button', {
        name: `Move ${creator.name}`,
      }),
    );
    const item = await screen.findByRole('menuitem', { name: 'Move to Watchlist' }, WAIT);
    await expectAccessible();
    mock.backend.setFaults({ errorRate: 1 });
    await user.click(item);
    await expect.poll(toastTitles, WAIT).toContain(`Couldn't move to watchlist (${creator.name}).`);
    await waitFor(() => rowOf(IN_PROGRESS, creator.name), WAIT);
    expect(statusIn(process)).toBe(conversionStatusOf(process));

    mock.backend.setFaults({});
    toast.queue.visibleToasts
      .find((shown) => shown.content.title.startsWith("Couldn't move to watchlist"))
      ?.content.action?.onAction();
    await waitFor(() => expect(statusIn(process)).toBe('to-reconnect'), WAIT);
    await waitFor(() => expect(rowTexts(IN_PROGRESS).join()).not.toContain(creator.name), WAIT);
  });

  it('sorts a tab by how long each prospect has stood there', async () => {
    const user = userEvent.setup();
    const latest = prospectsAt('to-reconnect').sort((a, b) =>
      b.process.updated_at.localeCompare(a.process.updated_at),
    )[0];
    if (latest === undefined) throw new Error('The seed has no prospect on the watchlist.');
    await renderRoute('/agency/prospecting/watchlist', { as: 'admin' });
    await user.click(await screen.findByRole('columnheader', { name: /Here since/ }, WAIT));
    await waitFor(
      () => expect(rowTexts('Prospects to reconnect with')[0]).toContain(latest.creator.name),
      WAIT,
    );
  });

  it('offers Read Only users the outreach to read, without a write', async () => {
    const target = prospectsAt('not-started', 'requested').find(
      ({ creator }) => creator.outreach_emails.length > 0,
    );
    if (target === undefined) throw new Error('The seed has no prospect with an email.');
    const modal = `outreach:{"creatorId":${target.creator.id}}`;
    await renderRoute(`/agency/home?modal=${encodeURIComponent(modal)}`, { as: 'readonly' });
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Outreach: ${target.creator.name}` },
      WAIT,
    );
    expect(within(dialog).getByText(target.creator.outreach_emails[0] ?? '')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add email' })).toBeNull();
  });
});
