import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CircleAlert, Download, Table2 } from 'lucide-react';
import { type ReactNode, type Ref, use, useId, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Button } from '../Button/Button.tsx';
import { NativeButton } from '../Native/NativeButton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import {
  type ChartVariants,
  chart,
  header,
  headerEnd,
  placeholder,
  plot,
  plotHeight,
  tableToggle,
  title,
} from './Chart.css.ts';
import { ChartTable, type ChartTableData } from './ChartTable.tsx';
import { ChartExportContext } from './chartExport.ts';
import { useChartSize } from './useChartSize.ts';

/** Props every chart shares (Sparkline aside). */
export interface ChartBaseProps extends ChartVariants {
  /** What the chart shows, e.g. "Revenue by month": its title, accessible name and table caption. */
  label: string;
  /**
   * Hides the title (screen readers still get it), when a Card around the chart already shows it.
   * @default false
   */
  hideLabel?: boolean;
  /**
   * `card` draws its own border and padding; `plain` sits inside a Card or panel.
   * @default 'card'
   */
  surface?: ChartVariants['surface'];
  /**
   * The plot's height in px; the width follows the container.
   * @default 240
   */
  height?: number;
  /**
   * Shows a spinner in the plot's place and marks the chart busy.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Said when there is nothing to draw: one sentence of what would appear.
   * @default 'No data for this period yet.'
   */
  emptyMessage?: string;
  /**
   * Why the figures could not be loaded, with what to do: shown in the plot's place.
   * @default undefined
   */
  errorMessage?: string | undefined;
  /**
   * Opens with the table view instead of the plot.
   * @default false
   */
  defaultShowTable?: boolean;
  /**
   * Extra class names for layout.
   * @default undefined
   */
  className?: string | undefined;
  /**
   * The `<figure>`.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

interface ChartFrameProps extends ChartBaseProps {
  height: number;
  isEmpty: boolean;
  /** Beside the title, e.g. a ChartLegend. */
  legend?: ReactNode;
  /** The numbers, for the table view. */
  table: ChartTableData;
  /** Draws the plot at the container's width. */
  children: (width: number) => ReactNode;
}

/**
 * The figure every chart shares: title, legend, "Show as table", and the plot, its loading or
 * empty state, or the table. The table is always there for screen readers.
 */
export function ChartFrame({
  label,
  hideLabel = false,
  surface,
  height,
  isLoading = false,
  emptyMessage = 'No data for this period yet.',
  errorMessage,
  defaultShowTable = false,
  className,
  ref,
  isEmpty,
  legend,
  table,
  children,
}: ChartFrameProps) {
  const [showTable, setShowTable] = useState(defaultShowTable);
  const onExport = use(ChartExportContext);
  const [sizeRef, width] = useChartSize<HTMLDivElement>();
  const titleId = useId();
  const heightVars = assignInlineVars({ [plotHeight]: `${height}px` });
  const hasData = !isLoading && !errorMessage && !isEmpty;

  return (
    <figure
      ref={ref}
      className={cx(chart({ surface }), className)}
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
    >
      <div className={header}>
        {hideLabel ? (
          <VisuallyHidden id={titleId}>{label}</VisuallyHidden>
        ) : (
          // Not a figcaption: that must be the figure's first or last child, and this sits in a row.
          <div id={titleId} className={title}>
            {label}
          </div>
        )}
        <div className={headerEnd}>
          {hasData && legend}
          {onExport !== null && (
            <Button
              variant="ghost"
              size="sm"
              isDisabled={!hasData}
              aria-label={`Export data: ${label}`}
              onPress={() => onExport({ label, columns: table.columns, rows: table.raw })}
            >
              <Download aria-hidden="true" />
              Export data
            </Button>
          )}
          {/* A plain toggle button: React Aria's brings its toggle groups' focus scope (5 KB). */}
          <NativeButton
            variant="ghost"
            size="sm"
            className={tableToggle}
            aria-pressed={showTable && hasData}
            isDisabled={!hasData}
            onClick={() => setShowTable(!showTable)}
          >
            <Table2 aria-hidden="true" />
            Show as table
          </NativeButton>
        </div>
      </div>
      {isLoading ? (
        <div className={placeholder()} style={heightVars}>
          <Spinner label={`Loading ${label}`} />
        </div>
      ) : errorMessage ? (
        <p className={placeholder({ tone: 'critical' })} style={heightVars} role="alert">
          <CircleAlert aria-hidden="true" size={16} />
          {errorMessage}
        </p>
      ) : isEmpty ? (
        <p className={placeholder()} style={heightVars}>
          {emptyMessage}
        </p>
      ) : showTable ? (
        <div style={heightVars}>
          <ChartTable caption={label} columns={table.columns} rows={table.rows} isVisible />
        </div>
      ) : (
        <>
          <div ref={sizeRef} className={plot} style={heightVars}>
            {width > 0 && children(width)}
          </div>
          <ChartTable caption={label} columns={table.columns} rows={table.rows} isVisible={false} />
        </>
      )}
    </figure>
  );
}
