import { toast } from '@airtime/design-system';
import {
  applySavedView,
  type DecodedSavedView,
  type SavedView,
  type SavedViewList,
} from '@airtime/domain';

/** A view read for its list, with its stored row. */
export interface ReadView {
  readonly view: SavedView;
  readonly read: DecodedSavedView;
}

/** The address that shows a view on the list at `pathname`: its link, to share or open. */
export function savedViewUrl(
  pathname: string,
  list: SavedViewList,
  read: DecodedSavedView,
  origin: string,
): string | null {
  if (!read.ok) return null;
  const query = applySavedView(new URLSearchParams(), list, read.state).toString();
  return `${origin}${pathname}${query === '' ? '' : `?${query}`}`;
}

/** Tells the user what of a view could not be applied: each dropped part, or why none was. */
export function toastViewNotices(read: DecodedSavedView): void {
  if (!read.ok) {
    toast.error("Couldn't apply this view.", { description: read.error });
    return;
  }
  for (const notice of read.notices)
    toast.warning(notice, { description: 'The rest of the view is applied.' });
}
