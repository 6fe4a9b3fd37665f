import {
  applySavedView,
  decodeSavedView,
  getSavedViewKey,
  getSavedViewState,
  type SavedView,
  type SavedViewList,
} from '@airtime/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toastViewNotices } from './savedViewLinks.ts';

/**
 * Applies the user's default view of a list when they open it without any of its sort or filters
 * (a bare link, the menu): once, on arrival, as soon as their views are in. A list opened with a
 * query, or changed by the user while the views load, stays as it is.
 */
export function useDefaultView(list: SavedViewList, views: readonly SavedView[] | undefined) {
  const [params, setParams] = useSearchParams();
  const isBare = getSavedViewKey(getSavedViewState(params, list)) === '';
  // Decided once, on arrival.
  const [arrivedBare] = useState(isBare);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || views === undefined) return;
    done.current = true;
    const view = views.find((candidate) => candidate.is_default);
    if (!arrivedBare || !isBare || view === undefined) return;
    const read = decodeSavedView(view, list);
    toastViewNotices(read);
    if (read.ok)
      setParams((current) => applySavedView(current, list, read.state), { replace: true });
  }, [arrivedBare, isBare, list, setParams, views]);
}
