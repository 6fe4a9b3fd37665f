import { computeExpectedValue } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dollars, eventsOf, expectText, statText } from '../../test/creatorQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';
import { rowTexts } from '../../test/rowTexts.ts';

const mock = setupPortalMockApi();

// The creator persona sees creators 1 and 2; the app starts on the first by name, creator 1.
const CREATOR = 1;
const BRAND = 2;
const store = () => mock.backend.store;
const events = () => eventsOf(mock, CREATOR);
const aired = () => events().filter((event) => event.aired_date !== null);
const earned = (rows: ReturnType<typeof events>) =>
  rows.reduce((sum, event) => sum + (event.aired_date === null ? 0 : (event.rate ?? 0)), 0);

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

describe('the creator app', { timeout: 45_000 }, () => {
  it('shows the selected creator’s performance: figures and top brands', async () => {
    await renderRoute('/creator/home', { as: 'creator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' })).toBeTruthy();
    const name = store().creators.get(CREATOR)?.name ?? '';
    expect(await screen.findByText(new RegExp(`How ${name}`))).toBeTruthy();
    expect(await statText('Aired events')).toBe(String(aired().length));
    expect(await statText('Earnings')).toBe(dollars(earned(events())));
    const brands = new Set(
      events().flatMap((event) => (event.brand_id === null ? [] : [event.brand_id])),
    );
    await expectText(`${brands.size} brands`);
    expect(screen.getByRole('figure', { name: 'Views by month' })).toBeTruthy();
  });

  it('shows payments: earnings, payment preferences and upcoming billing', async () => {
    await renderRoute('/creator/payments', { as: 'creator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect(await statText('Earnings')).toBe(dollars(earned(events())));
    const preferences = await screen.findByRole('grid', { name: 'Payment preferences' });
    expect(await within(preferences).findByText('PayPal')).toBeTruthy();
    expect(rowTexts('Payment preferences')[0]).toMatch(/PayPal.*Primary/);
    const upcoming = aired().filter(
      (event) => event.billing_date !== null && event.billing_date >= today(),
    );
    if (upcoming.length > 0) {
      await expectText(`${upcoming.length} ${upcoming.length === 1 ? 'event' : 'events'}`);
    } else {
      await expectText('Nothing waiting to be billed.');
    }
  });

  it('projects planned, booked events by their projection weights', async () => {
    await renderRoute('/creator/projections', { as: 'creator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projections' })).toBeTruthy();
    const thisMonth = `${today().slice(0, 7)}-01`;
    const planned = events().filter(
      (event) =>
        event.aired_date === null &&
        event.brand_id !== null &&
        event.planned_date !== null &&
        event.planned_date >= thisMonth,
    );
    const booked = planned.reduce((sum, event) => sum + (event.rate ?? 0), 0);
    const expected = planned.reduce((sum, event) => {
      const projection = store().eventProductions.lookupOne('event_id', event.id)?.projection;
      return (
        sum +
        (event.rate === null || projection == null
          ? 0
          : computeExpectedValue(event.rate, projection))
      );
    }, 0);
    expect(await statText('Planned events')).toBe(String(planned.length));
    expect(await statText('Booked')).toBe(dollars(booked));
    expect(await statText('Expected')).toBe(dollars(expected));
    await expectText(`${planned.length} ${planned.length === 1 ? 'event' : 'events'}`);
  });

  it('shows one brand’s performance and its revenue and payments', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute(`/creator/brand/${BRAND}`, { as: 'creator' });
    const brand = store().brands.get(BRAND)?.name ?? '';
    expect(await screen.findByRole('heading', { level: 1, name: brand })).toBeTruthy();
    const withBrand = events().filter((event) => event.brand_id === BRAND);
    expect(await statText('Events')).toBe(String(withBrand.length));
    await expectText(`${withBrand.length} events`);
    const title = withBrand[0]?.title ?? '';
    await waitFor(() =>
      expect(rowTexts(`Events with ${brand}`).some((text) => text.includes(title))).toBe(true),
    );

    await user.click(screen.getByRole('tab', { name: 'Revenue & Payments' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/creator/brand/${BRAND}/payments`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: brand })).toBeTruthy();
    expect(await statText('Earnings')).toBe(dollars(earned(withBrand)));
    expect(screen.getByRole('figure', { name: `Earnings from ${brand} by month` })).toBeTruthy();
  });

  it('says so when the brand is not one of the creator’s', async () => {
    await renderRoute('/creator/brand/999999', { as: 'creator' });
    expect(await screen.findByText('This brand is not one you work with.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to performance' }).getAttribute('href')).toBe(
      '/creator/home',
    );
  });
});
