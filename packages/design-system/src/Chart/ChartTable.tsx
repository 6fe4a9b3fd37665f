import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { table, tableScroll } from './ChartTable.css.ts';

export interface ChartTableData {
  /** Column headers: the category's name first ("Month"), then each series. */
  columns: readonly string[];
  /** One row per category: its name, then the exact figures, already formatted. */
  rows: ReadonlyArray<readonly string[]>;
  /**
   * The data the chart draws under the same columns, one row per point (no total row): the
   * category's own value ('2026-11') and unformatted figures, for an export.
   */
  raw: ReadonlyArray<readonly ChartRawValue[]>;
}

/** A cell of a chart's data as it came: a category, a figure, or nothing. */
export type ChartRawValue = string | number | null;

export interface ChartTableProps extends ChartTableData {
  /** The chart's name, as the table's caption. */
  caption: string;
  /** Shown (the "Show as table" toggle is on) or only read by screen readers. */
  isVisible: boolean;
}

/** The chart's numbers as a table: always there for screen readers, shown on request. */
export function ChartTable({ caption, columns, rows, isVisible }: Omit<ChartTableProps, 'raw'>) {
  const content = (
    <table className={table}>
      <VisuallyHidden elementType="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name = '', ...figures], row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the data's order; names may repeat.
          <tr key={row}>
            <th scope="row">{name}</th>
            {figures.map((figure, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
              <td key={index}>{figure}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!isVisible) return <VisuallyHidden>{content}</VisuallyHidden>;
  // A scroll container must be reachable from the keyboard.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region, see above.
    <section className={tableScroll} tabIndex={0} aria-label={`${caption}, table`}>
      {content}
    </section>
  );
}
