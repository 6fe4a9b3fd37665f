import { toast } from '@airtime/design-system';
import { formatMoney } from '@airtime/design-system/format';
import type { Event } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../../test/agencyQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';
import { rowTexts } from '../../../test/rowTexts.ts';

const mock = setupPortalMockApi();
const store = () => mock.backend.store;
const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

/** A brand and billing month whose events are on no live invoice (a void invoice freed them). */
function billableMonth(): { brandId: number; month: string; events: Event[] } {
  for (const invoice of store()
    .invoices.all()
    .filter((row) => row.status === 'void')) {
    const month = store()
      .events.get(invoice.event_ids[0] ?? 0)
      ?.billing_date?.slice(0, 7);
    if (month === undefined) continue;
    const invoiced = new Set(
      store()
        .invoices.lookup('brand_id', invoice.brand_id)
        .filter((row) => row.status !== 'void')
        .flatMap((row) => row.event_ids),
    );
    const events = store()
      .events.lookup('brand_id', invoice.brand_id)
      .filter(
        (event) =>
          event.aired_date !== null &&
          event.rate !== null &&
          event.billing_date?.slice(0, 7) === month &&
          !invoiced.has(event.id),
      );
    if (events.length > 1) return { brandId: invoice.brand_id, month, events };
  }
  throw new Error('The seed has no month with two billable events.');
}

const modalUrl = (props: object) =>
  `/agency/accounting/invoices?modal=${encodeURIComponent(`create-invoice:${JSON.stringify(props)}`)}`;

describe('Brand Invoicing', { timeout: 90_000 }, () => {
  it('lists the invoices with their status and history, filtered by status', async () => {
    const paid = store()
      .invoices.all()
      .filter((row) => row.status === 'paid')
      .sort((a, b) => b.period_start.localeCompare(a.period_start) || a.id - b.id)[0];
    if (paid === undefined) throw new Error('The seed has no paid invoice.');
    await renderRoute('/agency/accounting/invoices?filter.status=paid', { as: 'finance' });
    await waitFor(() => expect(rowTexts('Invoices')[0]).toContain(paid.number), WAIT);
    const row = rowTexts('Invoices')[0] ?? '';
    expect(row).toContain(store().brands.get(paid.brand_id)?.name);
    expect(row).toContain(formatMoney(paid.amount));
    expect(row).toContain('Paid');
    expect(rowTexts('Invoices').every((text) => text.includes('Paid'))).toBe(true);
  });

  it('shows Read Only users no write controls', async () => {
    // Read Only with the invoicing permissions: the page opens, without Create or row actions.
    store().users.update(5, {
      permissions: ['view_accounting', 'view_accounting.invoices'],
    });
    await renderRoute('/agency/accounting/invoices', { as: 'readonly' });
    await waitFor(() => expect(rowTexts('Invoices').length).toBeGreaterThan(0), WAIT);
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(
      screen.queryByRole('button', { name: /^Connect .* to an invoicing customer$/ }),
    ).toBeNull();
  });

  it("connects an invoice's brand to its invoicing customer from the list", async () => {
    const user = userEvent.setup();
    const paid = store()
      .invoices.all()
      .filter((row) => row.status === 'paid')
      .sort((a, b) => b.period_start.localeCompare(a.period_start) || a.id - b.id)[0];
    if (paid === undefined) throw new Error('The seed has no paid invoice.');
    store().brands.update(paid.brand_id, { invoicing_customer: null });
    const brand = store().brands.get(paid.brand_id);
    await renderRoute(
      `/agency/accounting/invoices?filter.status=paid&filter.brand_id=${paid.brand_id}`,
      {
        as: 'finance',
      },
    );
    // Each of the brand's invoices offers it.
    const [connect] = await screen.findAllByRole(
      'button',
      { name: `Connect ${brand?.name} to an invoicing customer` },
      WAIT,
    );
    if (connect === undefined) throw new Error('No Connect button.');
    await user.click(connect);
    expect(await screen.findByRole('dialog', { name: /invoicing customer/i }, WAIT)).toBeDefined();
  });

  it('creates an invoice from the chosen billable events; the total follows the choice', async () => {
    const user = userEvent.setup();
    const { brandId, month, events } = billableMonth();
    await renderRoute(modalUrl({ brandId, month }), { as: 'finance' });
    const dialog = await screen.findByRole('dialog', { name: 'Create invoice' }, WAIT);
    const grid = await within(dialog).findByRole('grid', { name: /^Billable events of/ }, WAIT);
    const sum = (list: readonly Event[]) =>
      list.reduce((total, event) => total + (event.rate ?? 0), 0);
    await waitFor(
      () =>
        expect(
          within(dialog).getByText(`${events.length} of ${events.length} events chosen`),
        ).toBeTruthy(),
      WAIT,
    );
    expect(dialog.textContent).toContain(formatMoney(sum(events)));
    await expectAccessible();

    const [left, ...kept] = [...events].sort(
      (a, b) => (a.billing_date ?? '').localeCompare(b.billing_date ?? '') || a.id - b.id,
    );
    const leftRow = within(grid)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(left?.title ?? '?'));
    await user.click(within(leftRow as HTMLElement).getByRole('checkbox'));
    await waitFor(() =>
      expect(
        within(dialog).getByText(`${kept.length} of ${events.length} events chosen`),
      ).toBeTruthy(),
    );
    expect(dialog.textContent).toContain(formatMoney(sum(kept)));

    await user.click(within(dialog).getByRole('switch', { name: /Send now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const created = store()
      .invoices.lookup('brand_id', brandId)
      .find(
        (row) =>
          row.event_ids.length === kept.length &&
          row.period_start === `${month}-01` &&
          row.status === 'sent',
      );
    if (created === undefined) throw new Error('No invoice was created.');
    expect([...created.event_ids].sort()).toEqual(kept.map((event) => event.id).sort());
    expect(created.amount).toBe(sum(kept));
    expect(toastTitles()).toContain(
      `Created ${created.number} for ${store().brands.get(brandId)?.name}.`,
    );
  });

  it('keeps the choice and names the problem when the server refuses the invoice', async () => {
    const user = userEvent.setup();
    const { brandId, month, events } = billableMonth();
    await renderRoute(modalUrl({ brandId, month }), { as: 'finance' });
    const dialog = await screen.findByRole('dialog', { name: 'Create invoice' }, WAIT);
    await waitFor(
      () =>
        expect(
          within(dialog).getByText(`${events.length} of ${events.length} events chosen`),
        ).toBeTruthy(),
      WAIT,
    );
    // Meanwhile another session invoices the first event.
    const taken = events[0] as Event;
    const holder = store().invoices.all()[0];
    if (holder === undefined) throw new Error('The seed has no invoice.');
    store().invoices.update(holder.id, {
      brand_id: brandId,
      status: 'draft',
      event_ids: [taken.id],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(
      await within(dialog).findByText(
        `Event ${taken.id} is already on an invoice.`,
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(`${events.length} of ${events.length} events chosen`),
    ).toBeTruthy();
  });

  it('asks for a brand before creating', async () => {
    const user = userEvent.setup();
    await renderRoute('/agency/accounting/invoices', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Create invoice' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Create invoice' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(within(dialog).getByText('Choose the brand to invoice.')).toBeTruthy();
  });

  it('marks an invoice as sent at once from its actions, with who did it', async () => {
    const user = userEvent.setup();
    const draft = store()
      .invoices.all()
      .filter((row) => row.status === 'draft')
      .sort((a, b) => a.number.localeCompare(b.number))[0];
    if (draft === undefined) throw new Error('The seed has no draft invoice.');
    await renderRoute('/agency/accounting/invoices?filter.status=draft&sort=number', {
      as: 'finance',
    });
    await waitFor(() => expect(rowTexts('Invoices')[0]).toContain(draft.number), WAIT);
    await user.click(screen.getByRole('button', { name: `Actions for ${draft.number}` }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as Paid' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as Sent' }, WAIT));
    await waitFor(() => expect(rowTexts('Invoices')[0]).toContain('by Fiona Finance'));
    await waitFor(() => expect(store().invoices.get(draft.id)?.status).toBe('sent'), WAIT);
  });
});
