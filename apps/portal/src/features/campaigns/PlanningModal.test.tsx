import { toast } from '@airtime/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, rowAt, searchOf, WAIT } from '../../test/agencyQueries.ts';
import {
  campaignName,
  findDialog,
  modalPath,
  processOf,
  seededCampaign,
} from '../../test/campaignModals.ts';
import { openAgencyList } from '../../test/openAgencyList.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute, TEST_ORIGIN } from '../../test/renderRoute.tsx';
import { getMoveLabel, PLANNING_MOVE_LABELS } from './workflowMoves.ts';

const mock = setupAgencyMockApi();
afterEach(() => toast.clear());

const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

/** The buttons of one workflow's group of moves. */
function movesOf(dialog: HTMLElement, workflow: RegExp): string[] {
  return within(within(dialog).getByRole('group', { name: workflow }))
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('the planning modal (one campaign)', () => {
  it('opens from a board row, and offers exactly the moves of its process', async () => {
    const { user, router } = await openAgencyList('/agency/planning');
    await user.click(
      within(rowAt('Campaigns in planning', 0)).getAllByRole('gridcell')[2] as Element,
    );
    await waitFor(() => expect(searchOf(router).get('modal')).toMatch(/^planning:/), WAIT);
    const campaignId = Number(
      JSON.parse(searchOf(router).get('modal')?.slice(9) ?? '{}').campaignId,
    );
    const campaign = mock.backend.store.campaigns.get(campaignId);
    if (campaign === undefined) throw new Error('no campaign opened');
    const dialog = await findDialog(campaignName(mock, campaign));

    const offered = processOf(mock, campaignId).workflows.planning?.available_transitions ?? [];
    await waitFor(() =>
      expect(movesOf(dialog, /^Planning step/)).toEqual(
        offered.map((move) => getMoveLabel('planning', move)),
      ),
    );
    // Every other move of the board is absent.
    for (const label of PLANNING_MOVE_LABELS)
      if (!offered.some((move) => getMoveLabel('planning', move) === label))
        expect(within(dialog).queryByRole('button', { name: label })).toBeNull();
  });

  it('applies a move: the process and the campaign change, and the next moves are offered', async () => {
    const campaign = seededCampaign(mock, (row) => row.group === 'create_plan');
    const user = userEvent.setup();
    await renderRoute(modalPath('/agency/planning', 'planning', { campaignId: campaign.id }), {
      as: 'admin',
    });
    const dialog = await findDialog(campaignName(mock, campaign));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Plan ready to send' }, WAIT),
    );
    await waitFor(
      () =>
        expect(
          within(dialog).getByRole('group', { name: 'Planning step: Send to Brand' }),
        ).toBeTruthy(),
      WAIT,
    );
    expect(mock.backend.store.campaigns.get(campaign.id)?.group).toBe('send_to_brand');
    expect(movesOf(dialog, /^Planning step/)).toEqual(['Send to brand', 'Decline']);
    await expectAccessible();
  });

  it('saves a new priority at once', async () => {
    const campaign = seededCampaign(mock, (row) => row.priority !== 'low');
    const user = userEvent.setup();
    await renderRoute(modalPath('/agency/planning', 'planning', { campaignId: campaign.id }), {
      as: 'admin',
    });
    const dialog = await findDialog(campaignName(mock, campaign));
    await user.click(await within(dialog).findByRole('button', { name: /Priority$/ }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Low' }, WAIT));
    await waitFor(
      () => expect(mock.backend.store.campaigns.get(campaign.id)?.priority).toBe('low'),
      WAIT,
    );
    expect(within(dialog).getByRole('button', { name: /Priority$/ }).textContent).toContain('Low');
  });

  it('puts a refused change back, with the reason under the field and in a toast', async () => {
    const campaign = seededCampaign(mock, (row) => row.priority !== 'low');
    mock.server.use(
      http.put(`${TEST_ORIGIN}/api/new-campaigns/:id`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { priority: ['The priority is locked.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderRoute(modalPath('/agency/planning', 'planning', { campaignId: campaign.id }), {
      as: 'admin',
    });
    const dialog = await findDialog(campaignName(mock, campaign));
    await user.click(await within(dialog).findByRole('button', { name: /Priority$/ }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Low' }, WAIT));
    expect(await within(dialog).findByText('The priority is locked.', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Priority/ }).textContent).not.toContain(
      'Low',
    );
    expect(toastTitles()).toContain("Couldn't set the priority.");
    expect(mock.backend.store.campaigns.get(campaign.id)?.priority).toBe(campaign.priority);
  });

  it('shows Read Only users the campaign without a write control', async () => {
    const campaign = seededCampaign(
      mock,
      (row) => row.status === 'renewal' || row.status === 'in-progress',
    );
    await renderRoute(modalPath('/agency/planning', 'planning', { campaignId: campaign.id }), {
      as: 'readonly',
    });
    const dialog = await findDialog(campaignName(mock, campaign));
    expect(
      await within(dialog).findByRole('group', { name: /^Planning step: / }, WAIT),
    ).toBeTruthy();
    await within(dialog).findByText('Owner', {}, WAIT);
    expect(movesOf(dialog, /^Planning step/)).toEqual([]);
    for (const name of [/Status$/, /Priority$/, 'Renew campaign', 'Save end date', /^Remove/])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Owner|Backup/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Plan step' })).toBeTruthy();
  });
});
