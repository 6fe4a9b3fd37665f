import { formatNumber } from '@airtime/design-system';
import { STORAGE_KEYS } from '@airtime/domain';
import { PERSONA_PASSWORD, PERSONAS } from '@airtime/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventsOf } from '../../test/creatorQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

// The creator app's modals against the fake, as the creator persona (user 8; creators 1 and 2,
// the app starts on creator 1), and its unknown brand page.

const mock = setupPortalMockApi();
const CREATOR = 1;
const BRAND = 2;
const ONBOARDED = 'airtime:creator-onboarded:8';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the performance modal', { timeout: 60_000 }, () => {
  it('opens an aired event’s figures from the brand’s events, in the URL', async () => {
    localStorage.setItem(ONBOARDED, 'yes');
    const event = eventsOf(mock, CREATOR).find(
      (candidate) =>
        candidate.brand_id === BRAND &&
        candidate.aired_date !== null &&
        (candidate.actual_views ?? 0) > 0,
    );
    if (event === undefined)
      throw new Error('The seed has no aired event of creator 1 with brand 2.');
    const user = userEvent.setup();
    const { router } = await renderRoute(`/creator/brand/${BRAND}`, { as: 'creator' });
    await user.click(await screen.findByText(event.title, {}, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: event.title }, { timeout: 20_000 });
    expect(router.state.location.search).toContain('performance');
    const views = await within(dialog).findByText('Views');
    expect(views.parentElement?.textContent).toContain(
      formatNumber(event.actual_views ?? 0, { compact: true }),
    );
    expect(within(dialog).getByText('Earnings')).toBeTruthy();
  });
});

describe('onboarding', { timeout: 60_000 }, () => {
  /** Signs in as the creator persona through the sign-in form, as a user does. */
  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    const view = await renderRoute('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), PERSONAS.creator.email);
    await user.type(screen.getByLabelText(/^Password/), PERSONA_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Performance' }, { timeout: 20_000 });
    return view;
  }

  it('opens on a first sign-in once the cookie notice is accepted, and not again', async () => {
    const user = userEvent.setup();
    const first = await signIn(user);
    expect(screen.queryByRole('dialog', { name: /Welcome to Airtime/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Airtime, Cory' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Getting paid')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // Signed in again, in a new tab of the same browser.
    sessionStorage.clear();
    const again = await signIn(user);
    expect(screen.queryByRole('dialog', { name: /Welcome to Airtime/ })).toBeNull();
    expect(localStorage.getItem(ONBOARDED)).not.toBeNull();
    again.unmount();
  });

  it('does not open for a session signed in elsewhere (no sign-in in this tab)', async () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccept, 'true');
    await renderRoute('/creator/home', { as: 'creator' });
    await screen.findByRole('heading', { level: 1, name: 'Performance' }, { timeout: 20_000 });
    expect(localStorage.getItem(ONBOARDED)).toBeNull();
    expect(screen.queryByRole('dialog', { name: /Welcome to Airtime/ })).toBeNull();
  });
});

describe('an unknown brand in the creator app', { timeout: 60_000 }, () => {
  it('shows one not-found state and titles the page', async () => {
    localStorage.setItem(ONBOARDED, 'yes');
    await renderRoute('/creator/brand/999999', { as: 'creator' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This brand is not one you work with.' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Airtime | Not found / Performance | creator'));
  });
});
