import { toast } from '@airtime/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
const store = () => mock.backend.store;
const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

/** A seeded prospect (a creator with a conversion process) that has an outreach email. */
function prospectWithEmail() {
  const found = store()
    .processes.all()
    .filter((process) => process.subject_type === 'creator')
    .map((process) => store().creators.get(process.subject_id))
    .find((creator) => creator !== undefined && creator.outreach_emails.length > 0);
  if (found === undefined) throw new Error('The seed has no prospect with an email.');
  return found;
}

const open = (modal: string, path = '/agency/prospecting') =>
  renderRoute(`${path}?modal=${encodeURIComponent(modal)}`, { as: 'admin' });

describe('the prospecting modals', { timeout: 90_000 }, () => {
  it('adds a prospect with a channel from Discovery: it starts its conversion in In Progress', async () => {
    const user = userEvent.setup();
    await renderRoute('/agency/prospecting', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Add prospect' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add a prospect' }, WAIT);
    await expectAccessible();
    const submit = within(dialog).getByRole('button', { name: 'Add prospect' });
    await user.click(submit);
    expect(within(dialog).getByText('Enter the creator’s name.')).toBeTruthy();

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Creator name/ }),
      'Quiet Hours Radio',
    );
    const email = within(dialog).getByRole('textbox', { name: 'Outreach email' });
    await user.type(email, 'quiet@hours');
    await user.type(within(dialog).getByRole('textbox', { name: /^Channel name/ }), 'Quiet Hours');
    await user.click(submit);
    expect(within(dialog).getByText('Enter an email address.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the platform.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('quiet@hours');

    await user.type(email, '.fm');
    await user.click(within(dialog).getByRole('button', { name: /Channel platform/ }));
    await user.click(await screen.findByRole('option', { name: 'Spotify' }, WAIT));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const creator = store()
      .creators.all()
      .find((row) => row.name === 'Quiet Hours Radio');
    expect(creator?.outreach_emails).toEqual(['quiet@hours.fm']);
    const process = store()
      .processes.all()
      .find((row) => row.subject_type === 'creator' && row.subject_id === creator?.id);
    expect(process?.workflows.conversion?.status).toBe('not-started');
    await waitFor(
      () =>
        expect(
          store()
            .channels.all()
            .some((row) => row.publisher_id === creator?.id && row.name === 'Quiet Hours'),
        ).toBe(true),
      WAIT,
    );
    expect(toastTitles()).toContain('Quiet Hours Radio is in Prospecting, In Progress.');
  });

  it('writes an outreach email, refuses one already there, and removes one', async () => {
    const user = userEvent.setup();
    const creator = prospectWithEmail();
    const [first] = creator.outreach_emails;
    await open(`email-form:{"creatorId":${creator.id}}`);
    const form = await screen.findByRole(
      'dialog',
      { name: `New outreach email: ${creator.name}` },
      WAIT,
    );
    await expectAccessible();
    const field = within(form).getByRole('textbox', { name: /^Email address/ });
    await user.type(field, (first ?? '').toUpperCase());
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(within(form).getByText('This address is already on the list.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'booking@quiet.fm');
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    const outreach = await screen.findByRole('dialog', { name: `Outreach: ${creator.name}` }, WAIT);
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: /New outreach email/ })).toBeNull(),
      WAIT,
    );
    const list = within(outreach).getByRole('list', { name: 'Outreach emails' });
    expect(await within(list).findByText('booking@quiet.fm', {}, WAIT)).toBeTruthy();
    expect(store().creators.get(creator.id)?.outreach_emails).toEqual([
      ...creator.outreach_emails,
      'booking@quiet.fm',
    ]);
    await expectAccessible();

    mock.backend.setFaults({ errorRate: 1 });
    await user.click(within(outreach).getByRole('button', { name: 'Remove booking@quiet.fm' }));
    await expect.poll(toastTitles, WAIT).toContain("Couldn't remove booking@quiet.fm.");
    expect(await within(list).findByText('booking@quiet.fm', {}, WAIT)).toBeTruthy();
    mock.backend.setFaults({});
    await user.click(within(outreach).getByRole('button', { name: 'Remove booking@quiet.fm' }));
    await waitFor(
      () =>
        expect(store().creators.get(creator.id)?.outreach_emails).toEqual(creator.outreach_emails),
      WAIT,
    );
    expect(within(list).queryByText('booking@quiet.fm')).toBeNull();
  });
});
