import { type RefCallback, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width of the element the returned ref is on, kept current with a ResizeObserver, so a
 * chart fills its container and redraws when the container changes (not only the window).
 * 0 until the first observation, which comes after the browser's layout: measuring as the element
 * mounts forced a layout of the page still being built. The element's height is the caller's to
 * fix (in CSS), so drawing into it moves nothing.
 */
export function useChartSize<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback<RefCallback<T>>((node) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry === undefined) return;
      // The border box, as getBoundingClientRect gave it; whole pixels: sub-pixel changes would
      // redraw for nothing. Drawn at once, before this frame paints, as measuring at mount did.
      const width = Math.floor(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
      flushSync(() => setWidth(width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
