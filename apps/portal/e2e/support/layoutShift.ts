import type { BrowserContext } from 'playwright-core';
import { waitForSettled } from '../browser.ts';

// How far a page's content moves on its own while it loads (issue 17: CLS ≤ 0.02): the layout
// shifts the browser reports (PerformanceObserver 'layout-shift'), summed from the first paint
// until the page has loaded its data, rendered and swapped in its web font. Nothing here touches
// the page, so every shift counts: Chromium marks those in the 500 ms after a phone's viewport
// resizes (to the page's meta viewport, early in the load) as following input, which would let
// a slow machine hide them.

/** The most a cold load may shift, summed over the whole load (a stricter sum than Web Vitals'). */
export const MAX_LAYOUT_SHIFT = 0.02;

/**
 * Where shifts are measured: Lighthouse's phone (mobile layout, touch, its screen and pixel ratio)
 * and a laptop.
 */
export const SHIFT_VIEWPORTS = [
  {
    name: 'phone',
    options: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
  },
  { name: 'desktop', options: { viewport: { width: 1440, height: 900 } } },
] as const;

/** One layout shift and what moved, for a failure's message. */
export interface LayoutShift {
  /** Milliseconds since the navigation started. */
  readonly at: number;
  readonly value: number;
  /** The elements that moved: a CSS-like path and their start of text. */
  readonly moved: readonly string[];
}

declare global {
  interface Window {
    /** The layout shifts so far (installed by recordLayoutShifts). */
    __layoutShifts?: () => LayoutShift[];
  }
}

/** Records the layout shifts of every page `context` opens, from the navigation on. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    const describe = (node: Node | null | undefined) => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      if (element === null) return '(removed)';
      const path: string[] = [];
      for (
        let at: Element | null = element;
        at !== null && path.length < 3;
        at = at.parentElement
      ) {
        const name = at.tagName.toLowerCase();
        const role = at.getAttribute('role');
        path.unshift(role === null ? name : `${name}[role=${role}]`);
      }
      return `${path.join(' > ')} "${(node?.textContent ?? '').trim().slice(0, 40)}"`;
    };
    // Chromium's LayoutShift entry (not in TypeScript's DOM library).
    interface ShiftEntry extends PerformanceEntry {
      readonly value: number;
      readonly sources: readonly { readonly node?: Node | null }[];
    }
    const record = (entries: readonly PerformanceEntry[]) => {
      for (const entry of entries as readonly ShiftEntry[]) {
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          moved: entry.sources.map((source) => describe(source.node)),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries not yet handed to the callback are taken too.
    window.__layoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
}

/**
 * Opens `path` in a new page of `context` (which recordLayoutShifts prepared) and returns its
 * shifts once the page is idle: the network quiet, the page's data in and rendered (see
 * waitForSettled), its fonts loaded and two more frames painted.
 */
export async function layoutShiftsOf(
  context: BrowserContext,
  path: string,
): Promise<readonly LayoutShift[]> {
  const page = await context.newPage();
  try {
    // Generous: a busy machine is slow, and this measures movement, not time.
    await page.goto(path, { waitUntil: 'networkidle', timeout: 90_000 });
    await waitForSettled(page, { timeout: 30_000 });
    return await page.evaluate(async () => {
      await document.fonts.ready;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      return window.__layoutShifts?.() ?? [];
    });
  } finally {
    await page.close();
  }
}

/** The sum of some shifts' values. */
export function totalShift(shifts: readonly LayoutShift[]): number {
  return shifts.reduce((total, shift) => total + shift.value, 0);
}

/** The shifts, one a line, for a failure's message. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  return shifts
    .map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join('; ')}`)
    .join('\n');
}
