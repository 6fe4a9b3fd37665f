// Public views that show what signed-in pages show (a shared brand report, issue 20): they load
// none of the signed-in layers' chunks (shell, route tables, realtime) nor a kit, which imports
// them; layeredChunks.ts gives their modules chunks of their own.

/** The public views' pages. */
const PUBLIC_VIEWS = /[\\/]src[\\/]pages[\\/]public[\\/]SharedReportPage\.tsx$/;

/** Landing pages in the order a small set's parts go to the first of them using them. */
const VIEW_KITS = ['brand', 'creator', 'agency', 'inbox'] as const;

/** A set of landing pages' parts smaller than this (bytes of code) shares a kit with others. */
const SMALL_SET = 12_000;

/** Everything a public view may load: its modules and, followed, the lazy ones they load. */
export function publicReach(
  ids: readonly string[],
  used: (roots: readonly string[]) => Set<string>,
  lazyImportsOf: (id: string) => readonly string[] | undefined,
): Set<string> {
  const roots = new Set(ids.filter((id) => PUBLIC_VIEWS.test(id)));
  for (;;) {
    const reach = used([...roots]);
    const more = [...reach].flatMap((id) => lazyImportsOf(id) ?? []).filter((id) => !roots.has(id));
    if (more.length === 0) return reach;
    for (const id of more) roots.add(id);
  }
}

/**
 * The view kit of each public view part that landing pages use: by the set of landing pages using
 * it, as the kits go (no byte a landing page does not use; narrow apart); a small set's parts go
 * with the first landing page of VIEW_KITS using them ('small-brand'). Each split of a kit costs
 * a landing page one more file or two (script and styles), and they are budgeted.
 */
export function viewKitsOf(
  parts: readonly string[],
  landing: ReadonlyMap<string, string>,
  bytesOf: (id: string) => number,
): Map<string, string> {
  const setOf = (id: string) => landing.get(id);
  const bytes = new Map<string, number>();
  for (const id of parts) {
    const set = setOf(id);
    if (set !== undefined) bytes.set(set, (bytes.get(set) ?? 0) + bytesOf(id));
  }
  const kits = new Map<string, string>();
  for (const id of parts) {
    const set = setOf(id);
    if (set === undefined) continue;
    const names = set.replace(/~narrow$/, '').split('.');
    const first = VIEW_KITS.find((name) => names.includes(name)) ?? 'pages';
    kits.set(id, (bytes.get(set) ?? 0) < SMALL_SET ? `small-${first}` : set);
  }
  return kits;
}
