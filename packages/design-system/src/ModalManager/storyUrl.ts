// Stories only: the `modals` query state of a URL, as the portal's adapter would read and write it.
import type { ModalEntryOf } from './ModalManager.tsx';
import type { storyModals } from './storyModals.tsx';

type Entries = ModalEntryOf<typeof storyModals>[];

/** The `modals` query state: an ordered list of `{ name, props }`, as JSON. */
export function parseModals(search: string): Entries {
  const raw = new URLSearchParams(search).get('modals');
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // A real app checks each modal's props too; names the registry does not know are ignored.
    return parsed.filter(
      (entry) => typeof entry?.name === 'string' && typeof entry?.props === 'object',
    ) as Entries;
  } catch {
    return [];
  }
}

export function formatModals(modals: Entries): string {
  return modals.length === 0 ? '' : `?${new URLSearchParams({ modals: JSON.stringify(modals) })}`;
}

/** A link someone shared: a modal the registry no longer has, and one name twice. */
export const SHARED_LINK = `?${new URLSearchParams({
  modals: JSON.stringify([
    { name: 'brand', props: { brandName: 'Acme Corp' } },
    { name: 'removed-modal', props: {} },
    { name: 'brand', props: { brandName: 'Globex Inc' } },
  ]),
})}`;
