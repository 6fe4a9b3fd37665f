import { Button } from '@airtime/design-system';
import type { SavedViewList } from '@airtime/domain';
import { Bookmark, ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';

// The control and the views' rules load with the list, in a chunk of their own, beside the
// list's first data: not in the kit the list pages share, which pages without lists load too.
const SavedViews = lazy(async () => ({ default: (await import('./SavedViews.tsx')).SavedViews }));

/** A list's saved views in its toolbar (SavedViews), with its button's shape while it loads. */
export function ListViews({ list }: { readonly list: SavedViewList }) {
  return (
    <Suspense
      fallback={
        <Button variant="secondary" size="sm" isDisabled aria-hidden>
          <Bookmark aria-hidden size={14} />
          Views
          <ChevronDown aria-hidden size={14} />
        </Button>
      }
    >
      <SavedViews list={list} />
    </Suspense>
  );
}
