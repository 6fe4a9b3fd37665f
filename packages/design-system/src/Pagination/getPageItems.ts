/** A page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The pages a pager shows: always the first and the last, the current one with `siblings` on each
 * side, and a gap where pages are left out. The list keeps one length while the current page
 * moves, so the buttons do not jump under the pointer: `getPageItems(5, 10)` is
 * `[1, 'gap-start', 4, 5, 6, 'gap-end', 10]`.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

  // First, last, current, its siblings and two gaps.
  const slots = 2 * siblings + 5;
  if (last <= slots) return range(1, last);

  const start = Math.max(current - siblings, 1);
  const end = Math.min(current + siblings, last);
  // A gap only makes sense when it hides at least two pages; otherwise show the page itself.
  const showStartGap = start > 3;
  const showEndGap = end < last - 2;

  if (!showStartGap) return [...range(1, slots - 2), 'gap-end', last];
  if (!showEndGap) return [1, 'gap-start', ...range(last - (slots - 3), last)];
  return [1, 'gap-start', ...range(start, end), 'gap-end', last];
}
