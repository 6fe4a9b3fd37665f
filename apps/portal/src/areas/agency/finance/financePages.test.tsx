import { formatMoney } from '@airtime/design-system/format';
import { computeExpectedValue, type Event } from '@airtime/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { monthsFrom, toMonth } from '../../../features/months/months.ts';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
const store = () => mock.backend.store;
const MONTH = '2026-10';
const WAIT = { timeout: 30_000 };

const liveEvents = (): Event[] =>
  store()
    .events.all()
    .filter((event) => event.deleted_at === null);

type Sums = Map<number, { amount: number; events: number }>;

/** The largest of some sums by key, as the page ranks them. */
function largest(sums: Sums) {
  const [id, top] = [...sums.entries()].sort((a, b) => b[1].amount - a[1].amount)[0] ?? [];
  if (id === undefined || top === undefined) throw new Error('The seed has nothing to add up.');
  return { id, ...top };
}

/** An amount and a count per key over the live events; events whose key is null are left out. */
function sumEvents(
  keyOf: (event: Event) => number | null,
  amountOf: (event: Event) => number = (event) => event.rate ?? 0,
): Sums {
  const sums: Sums = new Map();
  for (const event of liveEvents()) {
    const id = keyOf(event);
    if (id === null) continue;
    const entry = sums.get(id) ?? { amount: 0, events: 0 };
    sums.set(id, { amount: entry.amount + amountOf(event), events: entry.events + 1 });
  }
  return sums;
}

/** Whether an event is a sponsored one that aired in MONTH. */
const isAiredInMonth = (event: Event) =>
  event.brand_id !== null && event.aired_date?.slice(0, 7) === MONTH;

/** What each creator's sponsored events aired in MONTH add up to. */
const creatorSumsInMonth = () =>
  sumEvents((event) => (isAiredInMonth(event) ? event.publisher_id : null));

/** The first data row of a table once it has loaded. */
async function firstRow(name: string): Promise<string> {
  const grid = await screen.findByRole('grid', { name }, WAIT);
  await within(grid).findAllByRole('row', {}, WAIT);
  const text = async () => within(grid).getAllByRole('row')[1]?.textContent ?? '';
  await expect.poll(text, WAIT).not.toBe('');
  return text();
}

describe('Finance pages against the fake', () => {
  it('adds up the rates of the events aired in a month per brand', {
    timeout: 60_000,
  }, async () => {
    const sums = sumEvents((event) => (isAiredInMonth(event) ? event.brand_id : null));
    const top = largest(sums);
    await renderRoute(`/agency/accounting/brand-revenue?filter.month=${MONTH}`, {
      as: 'admin',
    });
    await screen.findByRole('heading', { level: 2, name: 'Brand Revenue' }, WAIT);
    const row = await firstRow('Revenue by brand');
    expect(row).toContain(store().brands.get(top.id)?.name);
    expect(row).toContain(formatMoney(top.amount));
    expect(screen.getByText(`${sums.size} brands`)).toBeTruthy();
  });

  it('weights the planned events of the coming months by their projection', {
    timeout: 60_000,
  }, async () => {
    const months = new Set(monthsFrom(toMonth(new Date()), 3));
    const sums = sumEvents(
      (event) => {
        const month = (event.aired_date ?? event.planned_date)?.slice(0, 7);
        const isPlanned = event.aired_date === null && month !== undefined && months.has(month);
        return isPlanned ? event.brand_id : null;
      },
      (event) => {
        const projection = store().eventProductions.lookupOne('event_id', event.id)?.projection;
        return projection == null ? 0 : computeExpectedValue(event.rate ?? 0, projection);
      },
    );
    const top = largest(sums);
    await renderRoute('/agency/accounting/brand-forecasting', { as: 'admin' });
    const row = await firstRow('Forecast by brand');
    expect(row).toContain(store().brands.get(top.id)?.name);
    expect(row).toContain(formatMoney(top.amount));
  });

  it('adds up what each creator aired in a month', { timeout: 60_000 }, async () => {
    const top = largest(creatorSumsInMonth());
    await renderRoute(`/agency/accounting/creator-revenue?filter.month=${MONTH}`, {
      as: 'admin',
    });
    const row = await firstRow('Revenue by creator');
    expect(row).toContain(store().creators.get(top.id)?.name);
    expect(row).toContain(formatMoney(top.amount));
  });
});
