import { toast } from '@airtime/design-system';
import { getWorkflowStatusOptions, PRODUCTION_WORKFLOW_TITLES } from '@airtime/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { choose, openModals, seededProduction, toastTitles } from '../../test/productionModals.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.clear();
});

async function openProduction(as: 'admin' | 'readonly' = 'admin') {
  const seeded = seededProduction(mock);
  const view = await openModals([`production:{"id":${seeded.production.id}}`], as);
  const dialog = await screen.findByRole('dialog', { name: / on / }, { timeout: 20_000 });
  await within(dialog).findByRole('heading', { name: 'Workflows' });
  return { ...seeded, view, dialog };
}

const workflowStatus = (production: number, workflow: string) =>
  mock.backend.store.processes
    .all()
    .find((row) => row.subject_type === 'event_production' && row.subject_id === production)
    ?.workflows[workflow]?.status;

describe('the production modal', { timeout: 60_000 }, () => {
  it('sets a workflow’s status by hand, shown at once and kept by the server', async () => {
    const { production, dialog } = await openProduction();
    const [received] = getWorkflowStatusOptions('product_shipping').filter(
      (option) => option.status === 'received',
    );
    await choose(dialog, /Product Shipping status/, received?.title ?? 'Received');
    await expect
      .poll(
        () =>
          within(dialog).getByRole('heading', { name: 'Product Shipping' }).nextElementSibling
            ?.textContent,
      )
      .toBe('Received');
    await expect.poll(() => workflowStatus(production.id, 'product_shipping')).toBe('received');
  });

  it('offers exactly the process’s transitions, and applies one', async () => {
    const { production, process, dialog } = await openProduction();
    const brief = process.workflows.brief;
    if (brief === undefined) throw new Error('No brief workflow.');
    const title = PRODUCTION_WORKFLOW_TITLES.brief;
    const offered = within(dialog)
      .getAllByRole('button', { name: new RegExp(`^Move ${title} to `) })
      .map((button) => button.textContent);
    const titles = Object.fromEntries(
      getWorkflowStatusOptions('brief').map((option) => [option.status, option.title]),
    );
    expect(offered).toEqual(
      brief.available_transitions.map((transition) => `Move ${title} to ${titles[transition]}`),
    );
    const [next] = brief.available_transitions;
    if (next === undefined) throw new Error('The brief offers no transition.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Move ${title} to ${titles[next]}` }),
    );
    await expect.poll(() => workflowStatus(production.id, 'brief')).toBe(next);
    await expect
      .poll(
        () => within(dialog).getByRole('heading', { name: title }).nextElementSibling?.textContent,
      )
      .toBe(titles[next]);
  });

  it('puts a refused status change back and says why, with a Retry', async () => {
    const { production, dialog } = await openProduction();
    const before = workflowStatus(production.id, 'analytics_access');
    const other = getWorkflowStatusOptions('analytics_access').find(
      (option) => option.status !== before,
    );
    if (other === undefined) throw new Error('Analytics access has one status only.');
    mock.server.use(
      http.post('*/api/event-production/:id/update-status/process/:workflow', () =>
        HttpResponse.json({ message: 'The server is down for a moment.' }, { status: 503 }),
      ),
    );
    await choose(dialog, /Analytics Access status/, other.title);
    await expect.poll(toastTitles).toContain("Couldn't set the Analytics Access status.");
    expect(toast.queue.visibleToasts[0]?.content.action?.label).toBe('Retry');
    const badge = () =>
      within(dialog).getByRole('heading', { name: 'Analytics Access' }).nextElementSibling
        ?.textContent;
    await expect
      .poll(badge)
      .toBe(
        getWorkflowStatusOptions('analytics_access').find((option) => option.status === before)
          ?.title,
      );
    expect(workflowStatus(production.id, 'analytics_access')).toBe(before);
  });

  it('edits the event’s description, keeping what was typed when refused', async () => {
    const { event, dialog } = await openProduction();
    const form = within(dialog).getByRole('form', { name: 'Event details' });
    const url = within(form).getByRole('textbox', { name: 'Video URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'not a link');
    await userEvent.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(
      await within(form).findByText(/url/i, { selector: '[slot="errorMessage"], [id]' }),
    ).toBeTruthy();
    expect((url as HTMLInputElement).value).toBe('not a link');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://video.example/episode-9');
    const title = within(form).getByRole('textbox', { name: /Description/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Episode 9: the sponsor read');
    await userEvent.click(within(form).getByRole('button', { name: 'Save event' }));
    await within(form).findByText('Event saved.');
    expect(mock.backend.store.events.get(event.id)).toMatchObject({
      title: 'Episode 9: the sponsor read',
      url: 'https://video.example/episode-9',
    });
  });

  it('shows a Read Only user everything without a write control, with no axe violation', async () => {
    const { dialog } = await openProduction('readonly');
    await within(dialog).findByRole('heading', { name: 'Sales' });
    const controls = within(dialog)
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(
      controls.filter((name) => /Move |status|Save|Add |Edit |Promo URLs|Record/.test(name ?? '')),
    ).toEqual([]);
    for (const field of within(dialog).queryAllByRole('textbox'))
      expect(field.hasAttribute('readonly')).toBe(true);
    await expectAccessible();
  });
});
