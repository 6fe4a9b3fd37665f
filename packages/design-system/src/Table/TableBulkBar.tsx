import type { ReactNode } from 'react';
import type { Selection } from 'react-aria-components/Table';
import { Toolbar } from 'react-aria-components/Toolbar';
import { Button } from '../Button/Button.tsx';
import { formatNumber } from '../format/formatNumber.ts';
import { bulkBar, bulkCount } from './TableFooter.css.ts';

export interface TableBulkBarProps {
  /** Selected rows (one or more). */
  selectedCount: number;
  /** Selected rows the table does not show (filtered out, not loaded). */
  unshownCount: number;
  selection: Selection;
  bulkActions: ReactNode | ((selection: Selection) => ReactNode);
  onClearSelection: () => void;
}

/** The bulk-action bar of a table with rows selected: the count, the actions, Clear selection. */
export function TableBulkBar({
  selectedCount,
  unshownCount,
  selection,
  bulkActions,
  onClearSelection,
}: TableBulkBarProps) {
  return (
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
  );
}
