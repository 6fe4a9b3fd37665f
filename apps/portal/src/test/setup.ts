import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// Without vitest globals Testing Library cannot unmount between tests by itself.
afterEach(() => cleanup());
