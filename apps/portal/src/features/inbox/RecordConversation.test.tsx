import { ApiProvider, SessionProvider } from '@airtime/api-client';
import type { AppType, SubjectType } from '@airtime/domain';
import type { PersonaKey } from '@airtime/mock-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { servicesFor, setupPortalMockApi } from '../../test/renderRoute.tsx';
import { RecordConversation } from './RecordConversation.tsx';

// A record's conversations inside its page, against the fake: agency staff switch between the
// internal thread and the shared ones, brand users see only theirs, and a record without a
// thread gets one from its first message.

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

function threadOf(type: SubjectType, id: number, visibility: string) {
  return store()
    .threads.all()
    .find(
      (row) => row.subject_type === type && row.subject_id === id && row.visibility === visibility,
    );
}

/** The newest message of a thread that a user wrote for readers of `visibility`. */
function newestMessage(type: SubjectType, id: number, visibility: string) {
  const thread = threadOf(type, id, visibility);
  if (thread === undefined)
    throw new Error(`The seed has no ${visibility} thread for ${type} ${id}.`);
  const message = store()
    .messages.lookup('thread_id', thread.id)
    .filter(
      (row) =>
        row.activity_log === null && row.deleted_at === null && row.visibility === visibility,
    )
    .sort((a, b) => b.id - a.id)[0];
  if (message === undefined) throw new Error(`The ${visibility} thread of ${type} ${id} is empty.`);
  return message;
}

/** A campaign of brand 2 with no thread at all yet. */
function campaignWithoutThread(): number {
  const taken = new Set(
    store()
      .threads.all()
      .filter((row) => row.subject_type === 'campaign')
      .map((row) => row.subject_id),
  );
  const campaign = store()
    .campaigns.all()
    .find((row) => row.brand_id === 2 && !taken.has(row.id));
  if (campaign === undefined) throw new Error('Every campaign of brand 2 has a thread.');
  return campaign.id;
}

/** The conversation of a record on a page of `appType`, as the persona sees it. */
async function renderConversation(
  subjectType: SubjectType,
  subjectId: number,
  {
    as,
    appType,
    failing = false,
  }: { readonly as: PersonaKey; readonly appType: AppType; readonly failing?: boolean },
) {
  const { services } = await servicesFor(as);
  await services.loadProfile();
  // Every call fails from here on, the sign-in done.
  if (failing) mock.backend.setFaults({ errorRate: 1 });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RecordConversation subjectType={subjectType} subjectId={subjectId} appType={appType} />
        ),
      },
    ],
    { initialEntries: [`/${appType}/record`] },
  );
  return render(
    <ApiProvider client={services.client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={services.session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ApiProvider>,
  );
}

beforeAll(async () => {
  // The first import of the inbox's modules (and their styles) is slow on a busy machine.
  await import('./ThreadView.tsx');
}, 300_000);

describe('RecordConversation', { timeout: 60_000 }, () => {
  it('shows agency staff the internal thread, and the brand’s on its tab', async () => {
    const internal = newestMessage('brand', 2, 'internal');
    const shared = newestMessage('brand', 2, 'brand');
    await renderConversation('brand', 2, { as: 'admin', appType: 'agency' });

    const tabs = await screen.findByRole('tablist', { name: 'Conversations' });
    const internalTab = within(tabs).getByRole('tab', { name: 'Internal' });
    expect(internalTab.getAttribute('aria-selected')).toBe('true');
    let log = await screen.findByRole('log', { name: /^Messages with / });
    expect((await within(log).findAllByText(internal.body)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Open in inbox' }).getAttribute('href')).toBe(
      '/agency/inbox?thread=brand.2.internal',
    );

    await userEvent.click(within(tabs).getByRole('tab', { name: 'With the brand' }));
    await expect
      .poll(() => screen.queryByRole('link', { name: 'Open in inbox' })?.getAttribute('href'))
      .toBe('/agency/inbox?thread=brand.2.brand');
    log = await screen.findByRole('log', { name: /^Messages with / });
    expect((await within(log).findAllByText(shared.body)).length).toBeGreaterThan(0);
  });

  it('shows a brand user only the thread shared with the brand', async () => {
    const shared = newestMessage('brand', 3, 'brand');
    await renderConversation('brand', 3, { as: 'brand', appType: 'brand' });
    const log = await screen.findByRole('log', { name: /^Messages with / });
    expect((await within(log).findAllByText(shared.body)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in inbox' }).getAttribute('href')).toBe(
      '/brand/inbox?thread=brand.3.brand',
    );
  });

  it('starts a brand user’s conversation about a campaign with the first message', async () => {
    const campaignId = campaignWithoutThread();
    await renderConversation('campaign', campaignId, { as: 'brand', appType: 'brand' });
    expect(await screen.findByRole('heading', { name: 'No messages yet.' })).toBeDefined();
    const field = screen.getByRole('textbox', { name: 'First message to the Airtime team' });
    await userEvent.type(field, 'Can we see the script first?{Enter}');

    await expect
      .poll(() => {
        const thread = threadOf('campaign', campaignId, 'brand');
        return thread === undefined
          ? []
          : store()
              .messages.lookup('thread_id', thread.id)
              .map((row) => row.body);
      })
      .toEqual(['Can we see the script first?']);
    const log = await screen.findByRole('log', { name: /^Messages with / });
    expect(await within(log).findByText('Can we see the script first?')).toBeDefined();
    // The thread's own composer takes over, with the focus.
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('link', { name: 'Open in inbox' }).getAttribute('href')).toBe(
      `/brand/inbox?thread=campaign.${campaignId}.brand`,
    );
  });

  it('lets agency staff start the creator’s thread of a campaign, after a failed try', async () => {
    const campaignId = campaignWithoutThread();
    await renderConversation('campaign', campaignId, { as: 'admin', appType: 'agency' });
    const tabs = await screen.findByRole('tablist', { name: 'Conversations' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Internal', 'With the brand', 'With the creator']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'With the creator' }));
    expect(
      await screen.findByRole('heading', { name: 'Nothing shared with the creator yet.' }),
    ).toBeDefined();
    const field = screen.getByRole('textbox', { name: 'First message with the creator' });

    mock.backend.setFaults({ errorRate: 1 });
    await userEvent.type(field, 'Your read is booked for Friday.{Enter}');
    expect(await screen.findByText(/the conversation could not be started/)).toBeDefined();
    expect((field as HTMLTextAreaElement).value).toBe('Your read is booked for Friday.');
    expect(threadOf('campaign', campaignId, 'creator')).toBeUndefined();

    mock.backend.setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = await screen.findByRole('log', { name: /^Messages with / });
    expect(await within(log).findByText('Your read is booked for Friday.')).toBeDefined();
    await expect
      .poll(() => threadOf('campaign', campaignId, 'creator')?.visibility)
      .toBe('creator');
    expect(threadOf('campaign', campaignId, 'internal')).toBeUndefined();
  });

  it('says when the conversation could not be loaded, and Try again loads it', async () => {
    const internal = newestMessage('brand', 2, 'internal');
    await renderConversation('brand', 2, { as: 'admin', appType: 'agency', failing: true });
    expect(
      await screen.findByRole('heading', { name: 'This conversation could not be loaded.' }),
    ).toBeDefined();
    mock.backend.setFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const log = await screen.findByRole('log', { name: /^Messages with / });
    expect((await within(log).findAllByText(internal.body)).length).toBeGreaterThan(0);
  });

  it('shows nothing where the reader has no conversation about such a record', async () => {
    const { container } = await renderConversation('brand', 2, {
      as: 'creator',
      appType: 'creator',
    });
    expect(container.textContent).toBe('');
  });
});
