import { type RefCallback, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width of the element the returned ref is on, kept current with a ResizeObserver, so a
 * chart fills its container and redraws when the container changes (not only the window).
 * 0 until measured: the observer's first report comes after the browser's layout and before its
 * paint, and the chart is drawn at once in that frame.
 */
export function useChartSize<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback<RefCallback<T>>((node) => {
    if (!node) return;
    // Not read here: as the ref attaches, the page being built is not laid out yet, and reading a
    // size forced its whole layout inside React's commit (tens of ms of a cold load's longest task).
    const observer = new ResizeObserver(() => {
      // Whole pixels: sub-pixel changes would redraw for nothing. The layout is clean here.
      const next = Math.floor(node.getBoundingClientRect().width);
      flushSync(() => setWidth(next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
