import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { scrollFromRest } from './scrollFromRest.ts';

/** A scroll element that records the offsets written to it and can be scrolled by "the user". */
function fakeScroller() {
  const writes: number[] = [];
  const listeners: (() => void)[] = [];
  const element = {
    scrollTo: ({ top }: { top: number }) => writes.push(top),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  } as unknown as HTMLDivElement;
  const instance = {
    scrollElement: element,
    options: { horizontal: false },
  } as unknown as Virtualizer<HTMLDivElement, Element>;
  return {
    writes,
    write: (offset: number, adjustments?: number) =>
      scrollFromRest(offset, adjustments === undefined ? {} : { adjustments }, instance),
    userScrolls: () => {
      for (const listener of listeners.splice(0)) listener();
    },
  };
}

type Step = { write: number; adjustments?: number } | 'user scrolls';

describe('scrollFromRest', () => {
  it.each<[string, Step[], number[]]>([
    ['skips 0 on an element that never scrolled', [{ write: 0 }, { write: 0 }], []],
    ['skips an offset adjusted back to 0', [{ write: 20, adjustments: -20 }], []],
    ['writes any other offset', [{ write: 120 }], [120]],
    ['writes 0 after an earlier write', [{ write: 120 }, { write: 0 }], [120, 0]],
    ['writes 0 once the user has scrolled', [{ write: 0 }, 'user scrolls', { write: 0 }], [0]],
  ])('%s', (_name, steps, written) => {
    const scroller = fakeScroller();
    for (const step of steps) {
      if (step === 'user scrolls') scroller.userScrolls();
      else scroller.write(step.write, step.adjustments);
    }
    expect(scroller.writes).toEqual(written);
  });
});
