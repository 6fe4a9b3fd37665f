/** A scroll element's visible size, as @tanstack/react-virtual's `Rect`. */
export interface ScrollRect {
  width: number;
  height: number;
}

/**
 * An `observeElementRect` for @tanstack/react-virtual that reads the scroll element's size only in
 * ResizeObserver callbacks, which come after the browser's layout. The library's own reads it once
 * as it mounts, in a layout effect, forcing a layout of the page that is still being built (tens of
 * ms in a cold load); until the first callback the virtualizer keeps its `initialRect`.
 */
export function observeScrollRectAfterLayout(
  instance: { readonly scrollElement: Element | null },
  onRect: (rect: ScrollRect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (element === null || typeof ResizeObserver === 'undefined') return undefined;
  // The padding box without scrollbars, as the library measures it; the layout is clean here.
  const observer = new ResizeObserver(() =>
    onRect({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}
