// Apart from WorkList.tsx: the route table's preload (in the shell) reads it, and must not bring
// the list's components with it.

/** The rows a home list shows; the rest are a "View all" away. */
export const WORK_ROWS = 5;
