import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

/** Whether a scroll element has scrolled, by the user or by a write, since it was first seen. */
const hasMoved = new WeakMap<Element, boolean>();

function noteMoves(element: Element): void {
  if (hasMoved.has(element)) return;
  hasMoved.set(element, false);
  element.addEventListener('scroll', () => hasMoved.set(element, true), {
    once: true,
    passive: true,
  });
}

/**
 * @tanstack/react-virtual's `elementScroll`, except that offset 0 is not written to an element
 * that has never scrolled: it is there already. The library writes its offset as it mounts, and
 * that write forces a layout of the page still being built (tens of ms of a cold load per table).
 */
export function scrollFromRest(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  const element = instance.scrollElement;
  if (element === null) return;
  noteMoves(element);
  if (hasMoved.get(element) === false && offset + (options.adjustments ?? 0) === 0) return;
  hasMoved.set(element, true);
  elementScroll(offset, options, instance);
}
