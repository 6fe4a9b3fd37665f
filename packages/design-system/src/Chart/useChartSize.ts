import { type RefCallback, useCallback, useState } from 'react';

/**
 * The width of the element the returned ref is on, kept current with a ResizeObserver, so a
 * chart fills its container and redraws when the container changes (not only the window).
 * 0 until measured.
 */
export function useChartSize<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback<RefCallback<T>>((node) => {
    if (!node) return;
    // Whole pixels: sub-pixel changes would redraw for nothing.
    const measure = () => setWidth(Math.floor(node.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
