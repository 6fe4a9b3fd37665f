import { toast } from '@airtime/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedBy } from '../../../test/describedBy.ts';
import { type RenderedRoute, renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';

const mock = setupPortalMockApi();

const CREATOR = 1;
const store = () => mock.backend.store;
const creator = () => store().creators.get(CREATOR);
const SETTINGS = `/agency/creators/${CREATOR}/settings`;

afterEach(() => {
  vi.restoreAllMocks();
  toast.clear();
});

const typedIn = (field: HTMLElement) => (field as HTMLInputElement).value;

/** The app's next call of `method` fails with an error that is not the API's (a bug, say). */
function failNextCall(services: RenderedRoute['services'], method: string): void {
  const request = services.client.request.bind(services.client);
  vi.spyOn(services.client, 'request').mockImplementation(((call, ...rest) =>
    call.method === method
      ? Promise.reject(new TypeError('Cannot read properties of undefined'))
      : request(call, ...rest)) as typeof services.client.request);
}

/**
 * Submits a form on a failing server, then with its next `method` call broken: each time the form
 * says what did not happen (the server's words, then a fallback) and keeps what was typed.
 */
async function expectRefusalsKeepTyping(
  services: RenderedRoute['services'],
  form: HTMLElement,
  {
    submit,
    refused,
    field,
    method,
  }: {
    readonly submit: string;
    readonly refused: RegExp;
    readonly field: HTMLElement;
    readonly method: string;
  },
): Promise<void> {
  const user = userEvent.setup();
  const typed = typedIn(field);
  mock.backend.setFaults({ errorRate: 1 });
  await user.click(within(form).getByRole('button', { name: submit }));
  const alert = await within(form).findByRole('alert', {}, { timeout: 20_000 });
  expect(alert.textContent).toMatch(refused);
  expect(typedIn(field)).toBe(typed);
  mock.backend.setFaults({});

  failNextCall(services, method);
  await user.click(within(form).getByRole('button', { name: submit }));
  await waitFor(() =>
    expect(within(form).getByRole('alert').textContent).toMatch(/Something went wrong/),
  );
  expect(typedIn(field)).toBe(typed);
}

describe('the agency creator settings', { timeout: 45_000 }, () => {
  it('saves the creator’s settings', async () => {
    const user = userEvent.setup();
    await renderRoute(`/agency/creators/${CREATOR}/settings`, { as: 'admin' });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Miguel Renamed');
    await user.type(screen.getByRole('textbox', { name: 'Outreach emails' }), 'agent@miguel.tv');
    await user.click(screen.getByRole('button', { name: 'Save creator' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miguel Renamed' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(creator()?.name).toBe('Miguel Renamed');
    expect(creator()?.outreach_emails).toEqual(['agent@miguel.tv']);
  });

  it('checks the form inline, and keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    await renderRoute(`/agency/creators/${CREATOR}/settings`, { as: 'admin' });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save creator' }));
    expect(await screen.findByText('Enter the creator’s name.')).toBeTruthy();

    const long = 'M'.repeat(300);
    await user.click(name);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save creator' }));
    expect(await screen.findByText(/name.*255/i, {}, { timeout: 20_000 })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe(long);
    expect(creator()?.name).not.toBe(long);
  });
});

describe('the creator’s team', { timeout: 45_000 }, () => {
  it('assigns a creator manager at once, and puts the last one back when the server refuses', async () => {
    const user = userEvent.setup();
    store().creators.update(CREATOR, { rep_cm: null });
    await renderRoute(SETTINGS, { as: 'admin' });
    const manager = await screen.findByRole('combobox', { name: 'Creator manager' });
    await user.type(manager, 'Otto');
    await user.click(await screen.findByRole('option', { name: /Otto Ops/ }, { timeout: 20_000 }));
    await waitFor(() => expect(creator()?.rep_cm).toBe(3));
    expect(await screen.findByRole('button', { name: 'Remove Otto Ops as creator manager' }));

    mock.backend.setFaults({ errorRate: 1 });
    await user.click(screen.getByRole('button', { name: 'Remove Otto Ops as creator manager' }));
    // Gone at once, then back once the server says no.
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: 'Remove Otto Ops as creator manager' }),
        ).toBeTruthy(),
      { timeout: 20_000 },
    );
    expect(toast.queue.visibleToasts.map((shown) => shown.content.title)).toContain(
      "Couldn't change the creator manager.",
    );
    mock.backend.setFaults({});
    expect(creator()?.rep_cm).toBe(3);
  });

  it('names the team without pickers for Read Only users', async () => {
    await renderRoute(SETTINGS, { as: 'readonly' });
    await screen.findByRole('heading', { name: 'Team' }, { timeout: 20_000 });
    expect(screen.queryByRole('combobox', { name: 'Creator manager' })).toBeNull();
    expect(screen.getByText('Creator manager')).toBeTruthy();
  });
});

describe('the agency creator settings when the server says no', { timeout: 45_000 }, () => {
  it('shows the refusal of the creator under its fields, keeps what was typed, and clears a message as its field is edited', async () => {
    const user = userEvent.setup();
    await renderRoute(SETTINGS, { as: 'admin' });
    const form = await screen.findByRole('form', { name: 'Creator details' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    const emails = within(form).getByRole('textbox', { name: 'Outreach emails' });
    const longName = 'M'.repeat(300);
    // Passes the form's own check; the server allows 255 characters.
    const longEmail = `${'a'.repeat(250)}@miguel.tv`;
    await user.clear(name);
    await user.click(name);
    await user.paste(longName);
    await user.click(emails);
    await user.paste(longEmail);
    await user.click(within(form).getByRole('button', { name: 'Save creator' }));

    await waitFor(() => expect(describedBy(name)).toMatch(/255/), { timeout: 20_000 });
    expect(describedBy(emails)).toMatch(/255/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(emails.getAttribute('aria-invalid')).toBe('true');
    expect(typedIn(name)).toBe(longName);
    expect(typedIn(emails)).toBe(longEmail);
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.type(name, '{Backspace}');
    expect(describedBy(name)).not.toMatch(/255/);
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(describedBy(emails)).toMatch(/255/);
    expect(creator()?.name).not.toBe(longName);
  });

  it('says why the creator was not saved when no field is to blame, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { services } = await renderRoute(SETTINGS, { as: 'admin' });
    const form = await screen.findByRole('form', { name: 'Creator details' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Miguel Renamed');
    await expectRefusalsKeepTyping(services, form, {
      submit: 'Save creator',
      refused: /The creator was not saved\..*Server Error/,
      field: name,
      method: 'PUT',
    });
  });
});
