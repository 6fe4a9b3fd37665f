import { toast } from '@airtime/design-system';
import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, vi } from 'vitest';
import { forgetKeptLists } from '../areas/agency/keptLists.tsx';
import { forgetPageMetrics } from '../features/realtime/usePageMetrics.ts';

// What every jsdom test of the portal needs around the real components.

// jsdom has no ResizeObserver; the design system's dialogs, charts and tables measure with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom lays nothing out: a screen-sized box lets the virtualized tables render their rows.
for (const [name, size] of [
  ['offsetWidth', 1280],
  ['clientHeight', 800],
  ['clientWidth', 1280],
] as const) {
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });
}
// Rows a virtualizer measures (data-index) are a message's height, so a thread shows a screenful.
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('data-index') ? 80 : 800;
  },
});

// Lazy pages load on first render; on a busy machine that takes a few seconds.
configure({ asyncUtilTimeout: 20_000 });

// The files of a worker share its modules and its jsdom page (isolate: false in vitest.config.ts),
// and this file runs again before each of them: each starts on the page a fresh worker would open.
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
document.title = '';
document.documentElement.removeAttribute('class');
destroyAnnouncer();

afterEach(() => {
  // Without vitest globals Testing Library cannot unmount between tests by itself.
  cleanup();
  // React Aria's live announcer is a module singleton: two role="log" regions it prepends to <body>
  // once, whose messages stay 7 s; some point (aria-labelledby) at an element the test unmounted.
  destroyAnnouncer();
  // The app's toast queue is a module singleton: a toast left in it shows with the next region.
  toast.clear();
  // Lists kept between visits (spec §2) and the page's one metrics report are module state too.
  forgetKeptLists();
  forgetPageMetrics();
});
