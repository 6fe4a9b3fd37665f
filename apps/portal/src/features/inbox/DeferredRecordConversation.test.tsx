import { ApiProvider, SessionProvider } from '@airtime/api-client';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { servicesFor, setupPortalMockApi } from '../../test/renderRoute.tsx';
import { DeferredRecordConversation } from './DeferredRecordConversation.tsx';

// The brand and creator homes' conversation: a placeholder until its place comes on screen or
// the page has settled, then the conversation itself. Both are the test's to say: the browser's
// IntersectionObserver is a stub it triggers, and the page settles when it resolves the wait.

const settled = vi.hoisted(() => ({ resolve: () => {} }));
vi.mock('../realtime/pageSettled.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../realtime/pageSettled.ts')>()),
  whenPageSettled: () =>
    new Promise<void>((resolve) => {
      settled.resolve = resolve;
    }),
}));

/** The observers the component made, to say what is on screen. */
const observers: ObserverStub[] = [];
class ObserverStub {
  readonly targets: Element[] = [];
  constructor(readonly report: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** The observed places come on screen. */
  show() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.report(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

setupPortalMockApi();

async function renderDeferred() {
  const { services } = await servicesFor('brand');
  await services.loadProfile();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <DeferredRecordConversation subjectType="brand" subjectId={2} appType="brand" />,
      },
    ],
    { initialEntries: ['/brand/home'] },
  );
  render(
    <ApiProvider client={services.client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={services.session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ApiProvider>,
  );
}

/** Whether the conversation (its message log) has been drawn, after the loads have had time. */
async function conversationShown() {
  return (await screen.findAllByRole('log', {}, { timeout: 30_000 })).length > 0;
}

beforeAll(async () => {
  // The first import of the inbox's modules (and their styles) is slow on a busy machine.
  await import('./RecordConversation.tsx');
}, 300_000);
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', ObserverStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeferredRecordConversation', { timeout: 60_000 }, () => {
  it('shows a placeholder while its place is off screen and the page has not settled', async () => {
    await renderDeferred();
    expect(await screen.findByText('Loading the conversation')).toBeTruthy();
    // Long enough for the conversation's data and code, had they been asked for.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('draws the conversation once its place comes on screen', async () => {
    await renderDeferred();
    await screen.findByText('Loading the conversation');
    act(() => observers.at(-1)?.show());
    expect(await conversationShown()).toBe(true);
  });

  it('draws the conversation once the page has settled, off screen', async () => {
    await renderDeferred();
    await screen.findByText('Loading the conversation');
    act(() => settled.resolve());
    expect(await conversationShown()).toBe(true);
  });
});
