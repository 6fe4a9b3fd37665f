import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { InlineVariants } from '../Inline/Inline.css.ts';
import { Inline } from '../Inline/Inline.tsx';
import { toolbarEnd } from './Toolbar.css.ts';

export interface ToolbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * What leads the row: a heading, or the filters of a list.
   * @default undefined
   */
  start?: ReactNode;
  /**
   * What closes the row at its end: controls, a period picker, a button. On a narrow screen it
   * wraps under the start slot.
   * @default undefined
   */
  end?: ReactNode;
  /**
   * The gap between the slots and between the items in each, from the space tokens.
   * @default 'md'
   */
  space?: InlineVariants['space'];
  /**
   * How the slots line up: `bottom` puts fields with labels above level with a title's last line.
   * @default 'bottom'
   */
  alignY?: InlineVariants['alignY'];
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row with a start and an end slot that wraps when narrow: a title with its filters, a list's
 * filters with a button. A layout, not an ARIA toolbar: each field keeps its own Tab stop and its
 * arrow keys (give it `role="search"` and an `aria-label` for a landmark around filters).
 */
export function Toolbar({ start, end, space = 'md', alignY = 'bottom', ...props }: ToolbarProps) {
  return (
    <Inline {...props} align="between" space={space} alignY={alignY}>
      {start !== undefined && (
        <Inline space={space} alignY={alignY}>
          {start}
        </Inline>
      )}
      {end !== undefined && (
        <Inline space={space} alignY={alignY} className={toolbarEnd}>
          {end}
        </Inline>
      )}
    </Inline>
  );
}
