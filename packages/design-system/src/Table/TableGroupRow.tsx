// biome-ignore-all lint/a11y/useSemanticElements: a virtualized grid is built of divs with ARIA grid roles (see TableBody.tsx); a group's header is a row of it.
// biome-ignore-all lint/a11y/useFocusableInteractive: the group's cell is no stop of the grid's roving focus; its Show or Hide button is.
import { ChevronDown, ChevronRight } from 'lucide-react';
import { memo } from 'react';
import type { Key } from 'react-aria-components/Table';
import { groupCell, groupCount, groupRow, groupTitle, groupToggle } from './TableGroupRow.css.ts';
import type { TableRowGroup } from './tableRowGroups.ts';

interface TableGroupRowProps {
  group: TableRowGroup;
  count: number;
  /** Its count in words: '3 rows'. */
  countText: string;
  isCollapsed: boolean;
  /** 1-based, among all the grid's rows (the header is 1). */
  ariaRowIndex: number;
  /** Offset from the top of the body, in px (from the virtualizer); null in a phone's cards (in the flow). */
  start: number | null;
  colCount: number;
  onToggle: (key: Key) => void;
}

/**
 * A group's header row: its title as a heading with the count, and for a folding group a Show or
 * Hide button (a Tab stop of its own; the grid's arrow keys move between the rows' cells).
 */
export const TableGroupRow = memo(function TableGroupRow({
  group,
  countText,
  isCollapsed,
  ariaRowIndex,
  start,
  colCount,
  onToggle,
}: TableGroupRowProps) {
  const Chevron = isCollapsed ? ChevronRight : ChevronDown;
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      data-group={String(group.key)}
      className={groupRow}
      style={start === null ? undefined : { transform: `translateY(${start}px)` }}
    >
      <div role="gridcell" aria-colindex={1} aria-colspan={colCount} className={groupCell}>
        <h3 className={groupTitle}>
          {group.title} <span className={groupCount}>· {countText}</span>
        </h3>
        {group.isCollapsible && (
          <button
            type="button"
            className={groupToggle}
            aria-expanded={!isCollapsed}
            aria-label={`${isCollapsed ? 'Show' : 'Hide'} ${group.title} (${countText})`}
            onClick={() => onToggle(group.key)}
          >
            <Chevron size={14} aria-hidden="true" />
            {isCollapsed ? 'Show' : 'Hide'}
          </button>
        )}
      </div>
    </div>
  );
});
