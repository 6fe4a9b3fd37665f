import type { ComponentPropsWithRef } from 'react';

/** The elements a layout component may render as: a plain box, a form, a list or a list item. */
export type LayoutElement =
  | 'div'
  | 'span'
  | 'form'
  | 'ul'
  | 'ol'
  | 'li'
  | 'header'
  | 'footer'
  | 'nav';

/**
 * A layout component's own props plus those of the element it renders as, so
 * `<Stack as="form" noValidate onSubmit={save}>` type-checks and `<Stack noValidate>` does not.
 */
export type LayoutProps<E extends LayoutElement, Own> = Own & {
  /**
   * The element to render; its attributes come with it.
   * @default 'div'
   */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof Own | 'as'>;
