import { createElement, type ReactElement } from 'react';
import { cx } from '../utils/cx.ts';
import type { LayoutElement, LayoutProps } from '../utils/layoutElement.ts';
import { type InlineVariants, inline } from './Inline.css.ts';

export interface InlineOwnProps {
  /**
   * The gap between children, across and between wrapped lines, from the space tokens.
   * @default 'sm'
   */
  space?: InlineVariants['space'];
  /**
   * Where the row's children sit along it.
   * @default 'start'
   */
  align?: InlineVariants['align'];
  /**
   * How children of different heights line up: `bottom` puts labelled fields' boxes level with
   * a button beside them.
   * @default 'center'
   */
  alignY?: InlineVariants['alignY'];
  /**
   * Wraps children onto more lines when the row is too narrow; `false` keeps one line (then give
   * a child `minWidth: 0` and an ellipsis).
   * @default true
   */
  wrap?: InlineVariants['wrap'];
}

export type InlineProps<E extends LayoutElement = 'div'> = LayoutProps<E, InlineOwnProps>;

/** Children side by side with a gap from the space tokens, wrapping when narrow: filters, actions. */
export function Inline<E extends LayoutElement = 'div'>({
  as,
  space,
  align,
  alignY,
  wrap,
  className,
  ...props
}: InlineProps<E>): ReactElement {
  // createElement, not JSX: TypeScript cannot check JSX against an element chosen by a type parameter.
  return createElement(as ?? 'div', {
    ...props,
    className: cx(inline({ space, align, alignY, wrap }), className),
  });
}
