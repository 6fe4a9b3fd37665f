import type { BrowserContext } from 'playwright-core';

// TEST_TODAY=yyyy-mm-dd runs the end-to-end suite as if that day were today: the fake's seed and
// clock, the test code and the pages all read a clock moved by the same whole days. The seed is
// laid out around today, so a date-bound assumption (a week's first day, a month's last) shows
// here before the calendar brings that day to CI. Unset, nothing is moved.

const day = process.env.TEST_TODAY;

/** Whole days, from the UTC dates, so that every process (servers, workers) moves alike. */
const OFFSET_MS =
  day === undefined || day === ''
    ? 0
    : Date.parse(`${day}T00:00:00Z`) -
      Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
if (Number.isNaN(OFFSET_MS)) throw new Error(`TEST_TODAY is not a yyyy-mm-dd day: ${day}`);

/** Replaces this realm's `Date` by one whose clock reads `offset` ms later (self-contained: it also runs as a page's init script). */
function moveClock(offset: number): void {
  if ('moved' in Date) return;
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    static moved = true;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  } as unknown as DateConstructor;
}

/** Moves this Node process's clock to TEST_TODAY (the servers' fakes, a test's own dates). */
export function moveNodeClock(): void {
  if (OFFSET_MS !== 0) moveClock(OFFSET_MS);
}

/** Moves the clock of every page of `context` to TEST_TODAY. */
export async function moveBrowserClock(context: BrowserContext): Promise<void> {
  if (OFFSET_MS !== 0) await context.addInitScript(moveClock, OFFSET_MS);
}
