import type { ReactNode } from 'react';
import type { Selection } from 'react-aria-components/Table';
import { Toolbar } from 'react-aria-components/Toolbar';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Button } from '../Button/Button.tsx';
import { formatNumber } from '../format/formatNumber.ts';
import { bulkBar, bulkCount, footer, rowCount } from './TableFooter.css.ts';

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
  const live = (
    <VisuallyHidden elementType="span" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
  if (rowCountText === null && selectedCount === 0) return live;
  return (
    <div className={footer}>
      {selectedCount > 0 && (
        <Toolbar aria-label="Bulk actions" className={bulkBar}>
          <span className={bulkCount}>
            {`${formatNumber(selectedCount)} selected`}
            {unshownCount > 0 && ` (${formatNumber(unshownCount)} not shown)`}
          </span>
          {typeof bulkActions === 'function' ? bulkActions(selection) : bulkActions}
          <Button variant="ghost" size="sm" onPress={onClearSelection}>
            Clear selection
          </Button>
        </Toolbar>
      )}
      <span className={rowCount} role="status">
        {rowCountText}
      </span>
      {live}
    </div>
  );
}
