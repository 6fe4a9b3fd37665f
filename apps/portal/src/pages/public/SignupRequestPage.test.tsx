import { toast } from '@airtime/design-system';
import { SIGNUP_MESSAGES } from '@airtime/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi, TEST_ORIGIN } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  toast.clear();
});
beforeAll(async () => {
  await Promise.all([import('../../layouts/LoginLayout.tsx'), import('./SignupRequestPage.tsx')]);
}, 120_000);

const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);
const send = () => screen.getByRole('button', { name: 'Send request' });

async function openForm() {
  const user = userEvent.setup();
  await renderRoute('/signup-request');
  await screen.findByRole('checkbox', { name: "I'm not a robot" });
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Brands' }));
  await user.click(screen.getByRole('checkbox', { name: 'Creators' }));
  await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'We sponsor podcasts.');
}

describe('SignupRequestPage', () => {
  it('keeps Send request disabled until the captcha has loaded', async () => {
    await renderRoute('/signup-request');
    const button = await screen.findByRole('button', { name: 'Send request' });
    // Whenever the challenge is not there yet, sending is not possible.
    if (screen.queryByRole('checkbox', { name: "I'm not a robot" }) === null)
      expect(button.hasAttribute('disabled')).toBe(true);
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await waitFor(() => expect(send().hasAttribute('disabled')).toBe(false));
  }, 60_000);

  it('shows the messages of spec §5 and clears each as the user edits', async () => {
    const user = await openForm();
    const stored = mock.backend.store.signupRequests.size;
    await user.click(send());
    expect(screen.getByText(SIGNUP_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.appsRequired)).toBeTruthy();
    expect(screen.getByText(/to send the request/)).toBeTruthy();
    expect(mock.backend.store.signupRequests.size).toBe(stored);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'G');
    expect(screen.queryByText(SIGNUP_MESSAGES.nameRequired)).toBeNull();
    expect(screen.getByText(SIGNUP_MESSAGES.emailRequired)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Agencies' }));
    expect(screen.queryByText(SIGNUP_MESSAGES.appsRequired)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'g@example.com');
    expect(screen.queryByText(SIGNUP_MESSAGES.emailRequired)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(screen.queryByText(/to send the request/)).toBeNull();
  }, 60_000);

  it('sends the request and confirms it', async () => {
    const user = await openForm();
    const stored = mock.backend.store.signupRequests.size;
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(send());
    expect(
      await screen.findByRole('heading', { level: 1, name: SIGNUP_MESSAGES.sentTitle }),
    ).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.sentBody)).toBeTruthy();
    expect(toastTitles()).toEqual([SIGNUP_MESSAGES.submitted]);
    expect(mock.backend.store.signupRequests.size).toBe(stored + 1);
    const request = mock.backend.store.signupRequests.all().at(-1);
    expect(request?.fields).toEqual({
      'User Name': 'Grace Hopper',
      Email: 'grace@example.com',
      'Apps Access': 'Brands, Creators',
      Comment: 'We sponsor podcasts.',
    });
  }, 60_000);

  it('toasts a refused captcha and asks for it again, keeping what was typed', async () => {
    mock.server.use(
      http.post(`${TEST_ORIGIN}/submit-form`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { recaptcha: ['The captcha check failed. Please try again.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await openForm();
    await fillIn(user);
    const captcha = screen.getByRole('checkbox', { name: "I'm not a robot" });
    await user.click(captcha);
    await user.click(send());
    await waitFor(() =>
      expect(toastTitles()).toEqual(['The captcha check failed. Please try again.']),
    );
    await waitFor(() => expect((captcha as HTMLInputElement).checked).toBe(false));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Grace Hopper',
    );
  }, 60_000);

  it('shows the server field messages inline without a toast', async () => {
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('checkbox', { name: 'Agencies' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(send());
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/valid email/)).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  }, 60_000);
});
