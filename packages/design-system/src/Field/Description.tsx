import type { Ref } from 'react';
import { Text, type TextProps } from 'react-aria-components/Text';
import { cx } from '../utils/cx.ts';
import { description } from './Field.css.ts';

export interface DescriptionProps extends Omit<TextProps, 'slot' | 'elementType'> {
  /**
   * The underlying element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** Help text under a field; React Aria links it to the field as its description. */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text {...props} slot="description" className={cx(description, className)} />;
}
