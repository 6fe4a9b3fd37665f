import { type ReactNode, useEffect } from 'react';
import type { Selection } from 'react-aria-components/Table';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { intentLoader, useIntentLoaded } from '../utils/intentLoader.ts';
import { footer, rowCount } from './TableFooter.css.ts';

// The bulk bar (React Aria's Toolbar and its focus management, about 5 KB) loads when a table
// that has bulk actions is first hovered or focused, or at the latest when a row is selected.
const bulkBarLoader = intentLoader(() =>
  import('./TableBulkBar.tsx').then((module) => module.TableBulkBar),
);

/** Starts loading the bulk bar, on a sign that rows are about to be selected. */
export const preloadTableBulkBar = bulkBarLoader.preload;

interface TableFooterProps {
  /** Selected rows; the bulk bar shows from one. */
  selectedCount: number;
  /** Selected rows the table does not show (filtered out, not loaded). */
  unshownCount: number;
  selection: Selection;
  bulkActions: ReactNode | ((selection: Selection) => ReactNode);
  onClearSelection: () => void;
  /** "10,000 rows", "Loading rows"; null hides the footer (the rows failed to load). */
  rowCountText: string | null;
  /** Spoken once after a change the eye sees elsewhere ("Sorted by Budget, descending"). */
  announcement: string;
}

/**
 * Under the grid: the row count, and the bulk-action bar while rows are selected. It sits in
 * the same line so selecting never moves the rows under the pointer.
 */
export function TableFooter({
  selectedCount,
  unshownCount,
  selection,
  bulkActions,
  onClearSelection,
  rowCountText,
  announcement,
}: TableFooterProps) {
  const [BulkBar, loadBulkBar] = useIntentLoaded(bulkBarLoader);
  const hasSelection = selectedCount > 0;
  useEffect(() => {
    if (hasSelection) loadBulkBar();
  }, [hasSelection, loadBulkBar]);
  const live = (
    <VisuallyHidden elementType="span" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
  if (rowCountText === null && !hasSelection) return live;
  return (
    <div className={footer}>
      {hasSelection && BulkBar !== null && (
        <BulkBar
          selectedCount={selectedCount}
          unshownCount={unshownCount}
          selection={selection}
          bulkActions={bulkActions}
          onClearSelection={onClearSelection}
        />
      )}
      <span className={rowCount} role="status">
        {rowCountText}
      </span>
      {live}
    </div>
  );
}
