import { useSavedViews } from '@airtime/api-client';
import { Button, useMenuButton } from '@airtime/design-system';
import {
  decodeSavedView,
  getSavedViewKey,
  getSavedViewState,
  type SavedView,
  type SavedViewList,
} from '@airtime/domain';
import { Bookmark, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReadView } from './savedViewLinks.ts';
import { useDefaultView } from './useDefaultView.ts';

// The menu and the delete dialog load on the first hover, focus or press of the button.
const loadMenu = () => import('./SavedViewsMenu.tsx');
const SavedViewsMenu = lazy(async () => ({ default: (await loadMenu()).SavedViewsMenu }));
const DeleteViewDialog = lazy(async () => ({ default: (await loadMenu()).DeleteViewDialog }));

/**
 * A list's saved views (issue 23), in its toolbar: the user's views of the list to apply, the
 * one shown marked, and saving what the list shows under a name. Opening the list bare applies
 * the user's default view. One control for every list: a list names itself and the filter and
 * sort fields it knows (`SavedViewList`), and views are read against those.
 */
export function SavedViews({ list }: { readonly list: SavedViewList }) {
  const [params] = useSearchParams();
  const views = useSavedViews(list.list);
  useDefaultView(list, views.data);
  const { triggerProps, popoverProps, hasOpened } = useMenuButton({ onIntent: loadMenu });
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const read = useMemo<readonly ReadView[]>(
    () => (views.data ?? []).map((view) => ({ view, read: decodeSavedView(view, list) })),
    [views.data, list],
  );
  const shownKey = getSavedViewKey(getSavedViewState(params, list));
  const current = read.find(
    ({ read: decoded }) => decoded.ok && getSavedViewKey(decoded.state) === shownKey,
  );

  return (
    <>
      <Button {...triggerProps} variant="secondary" size="sm">
        <Bookmark aria-hidden size={14} />
        {current === undefined ? 'Views' : `View: ${current.view.name}`}
        <ChevronDown aria-hidden size={14} />
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <SavedViewsMenu
            {...popoverProps}
            list={list}
            views={read}
            current={current}
            isLoading={views.isLoading}
            error={views.error}
            onRetry={() => void views.mutate()}
            onDelete={setDeleting}
          />
        </Suspense>
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <DeleteViewDialog view={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </>
  );
}
