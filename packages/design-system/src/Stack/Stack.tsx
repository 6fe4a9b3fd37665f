import { createElement, type ReactElement } from 'react';
import { cx } from '../utils/cx.ts';
import type { LayoutElement, LayoutProps } from '../utils/layoutElement.ts';
import { type StackVariants, stack } from './Stack.css.ts';

export interface StackOwnProps {
  /**
   * The gap between children, from the space tokens (xxs 2 px up to xxxl 48 px).
   * @default 'md'
   */
  space?: StackVariants['space'];
  /**
   * Where children sit across the stack: `stretch` fills its width, the others keep their own.
   * @default 'stretch'
   */
  align?: StackVariants['align'];
}

export type StackProps<E extends LayoutElement = 'div'> = LayoutProps<E, StackOwnProps>;

/** Children one under the other with a gap from the space tokens: a page's sections, a form's fields. */
export function Stack<E extends LayoutElement = 'div'>({
  as,
  space,
  align,
  className,
  ...props
}: StackProps<E>): ReactElement {
  // createElement, not JSX: TypeScript cannot check JSX against an element chosen by a type parameter.
  return createElement(as ?? 'div', {
    ...props,
    className: cx(stack({ space, align }), className),
  });
}
