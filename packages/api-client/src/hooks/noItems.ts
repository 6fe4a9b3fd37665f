/**
 * The empty list hooks give before data arrives: one array, the same on every render, so callers'
 * memos and effects that depend on it do not run again on each render (a new `[]` each time
 * made an inbox re-render without end).
 */
export const NO_ITEMS: readonly never[] = Object.freeze([]);
