import { formatMoney } from '@airtime/design-system/format';
import { getForecastMonthLines, roundToCents } from '@airtime/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';
import { toMonth } from '../months/months.ts';

const mock = setupPortalMockApi();
const WAIT = { timeout: 30_000 };

/** The store's events with their productions, as the event list sends them. */
function storeEvents() {
  const { store } = mock.backend;
  return store.events.all().map((event) => {
    const production = store.eventProductions.lookupOne('event_id', event.id);
    return production === undefined ? event : { ...event, production };
  });
}

describe('ForecastMonthModal', () => {
  it("lists a month's weighted events, adding up to the month's figure", {
    timeout: 60_000,
  }, async () => {
    const month = toMonth(new Date());
    const lines = getForecastMonthLines(storeEvents(), month);
    const expected = formatMoney(roundToCents(lines.reduce((sum, line) => sum + line.expected, 0)));
    await renderRoute('/agency/accounting/brand-forecasting', { as: 'admin' });
    const months = await screen.findByRole('group', { name: 'Expected per month' }, WAIT);
    const first = within(months).getAllByRole('button')[0] as HTMLElement;
    expect(first.textContent).toContain(expected);

    await userEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: /^Forecast for / }, WAIT);
    expect(await within(dialog).findByText(`${lines.length} events`, undefined, WAIT)).toBeTruthy();
    expect(within(dialog).getByText(expected)).toBeTruthy();
    const top = lines[0];
    if (top === undefined) throw new Error('The seed forecasts nothing this month.');
    const row = within(dialog).getAllByRole('row')[1]?.textContent ?? '';
    expect(row).toContain(top.event.title);
    expect(row).toContain(formatMoney(top.expected, { decimals: 2 }));
    await expectAccessible();
  });
});
