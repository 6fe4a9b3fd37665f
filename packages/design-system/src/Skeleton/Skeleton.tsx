import type { HTMLAttributes, Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { cx } from '../utils/cx.ts';
import {
  type SkeletonVariants,
  skeleton,
  skeletonBlock,
  skeletonCell,
  skeletonCircle,
  skeletonHeaderRow,
  skeletonLine,
  skeletonRect,
  skeletonRow,
} from './Skeleton.css.ts';

export interface SkeletonProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'>,
    SkeletonVariants {
  /**
   * The shape of what is coming: `text` lines, a `circle` (an avatar), a `rect` (a chart, an
   * image, a card) or `table` rows.
   * @default 'text'
   */
  shape?: SkeletonVariants['shape'];
  /**
   * Lines of a `text` skeleton; the last one is shorter, like the end of a paragraph.
   * @default 3
   */
  lines?: number | undefined;
  /**
   * Body rows of a `table` skeleton, below a header row.
   * @default 5
   */
  rows?: number | undefined;
  /**
   * Columns of a `table` skeleton.
   * @default 4
   */
  columns?: number | undefined;
  /**
   * Width of a `rect` or diameter of a `circle`: a number of px or any CSS length.
   * @default rect '100%', circle 32
   */
  width?: number | string | undefined;
  /**
   * Height of a `rect`: a number of px or any CSS length.
   * @default 96
   */
  height?: number | string | undefined;
  /**
   * What is loading, for screen readers ("Loading invoices"): makes the skeleton a status
   * message. Without it the skeleton is hidden from them; then mark the loading region
   * `aria-busy` or show a labelled Spinner elsewhere.
   * @default undefined
   */
  label?: string | undefined;
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

function toLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

interface ShapesProps {
  shape: NonNullable<SkeletonVariants['shape']>;
  lines: number;
  rows: number;
  columns: number;
  width: string | undefined;
  height: string;
}

function count(n: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(n)) }, (_, index) => index);
}

function Shapes({ shape, lines, rows, columns, width, height }: ShapesProps) {
  switch (shape) {
    case 'circle': {
      const diameter = width ?? '32px';
      return (
        <span
          className={cx(skeletonBlock, skeletonCircle)}
          style={{ width: diameter, height: diameter }}
        />
      );
    }
    case 'rect':
      return (
        <span
          className={cx(skeletonBlock, skeletonRect)}
          style={{ width: width ?? '100%', height }}
        />
      );
    case 'table':
      return (
        <>
          {[-1, ...count(rows)].map((row) => (
            <span key={row} className={cx(skeletonRow, row === -1 && skeletonHeaderRow)}>
              {count(columns).map((column) => (
                <span key={column} className={cx(skeletonBlock, skeletonCell)} />
              ))}
            </span>
          ))}
        </>
      );
    default:
      return (
        <>
          {count(lines).map((line) => (
            <span key={line} className={cx(skeletonBlock, skeletonLine)} />
          ))}
        </>
      );
  }
}

/** A placeholder in the shape of what is loading: text lines, a circle, a block or table rows. */
export function Skeleton({
  shape = 'text',
  lines = 3,
  rows = 5,
  columns = 4,
  width,
  height = 96,
  label,
  className,
  ...props
}: SkeletonProps) {
  return (
    <div
      {...props}
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
      className={cx(skeleton({ shape }), className)}
    >
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
      <Shapes
        shape={shape}
        lines={lines}
        rows={rows}
        columns={columns}
        width={width === undefined ? undefined : toLength(width)}
        height={toLength(height)}
      />
    </div>
  );
}
