import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../utils/cx.ts';
import { type ColumnsVariants, columns, minColumnWidthVar } from './Columns.css.ts';

export interface ColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The narrowest a column may be, in px: the grid shows as many equal columns as fit at this
   * width or wider, and one column on a screen narrower than this.
   */
  minColumnWidth: number;
  /**
   * The gap between columns and between rows, from the space tokens.
   * @default 'lg'
   */
  space?: ColumnsVariants['space'];
  /**
   * `stretch` makes the cards of a row equally tall; `top` lets each keep its own height.
   * @default 'stretch'
   */
  alignY?: ColumnsVariants['alignY'];
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** Equal columns that drop to fewer as the screen narrows: cards side by side on a dashboard. */
export function Columns({
  minColumnWidth,
  space,
  alignY,
  className,
  style,
  ...props
}: ColumnsProps) {
  return (
    <div
      {...props}
      className={cx(columns({ space, alignY }), className)}
      style={{ ...assignInlineVars({ [minColumnWidthVar]: `${minColumnWidth}px` }), ...style }}
    />
  );
}
