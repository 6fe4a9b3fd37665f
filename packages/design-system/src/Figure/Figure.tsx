import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { cx } from '../utils/cx.ts';
import { figure } from './Figure.css.ts';

export interface FigureProps {
  /** The text shown, e.g. `$1.2M`. */
  children: string;
  /**
   * The exact value when `children` is abbreviated, e.g. `$1,234,567`: shown as a tooltip on
   * hover and read by screen readers instead of the abbreviation.
   * @default undefined
   */
  exact?: string | undefined;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string | undefined;
}

/** A formatted figure in tabular digits; an abbreviated one carries its exact value. */
export function Figure({ children, exact, className }: FigureProps) {
  if (exact === undefined || exact === children) {
    return <span className={cx(figure, className)}>{children}</span>;
  }
  return (
    <span className={cx(figure, className)} title={exact}>
      <span aria-hidden="true">{children}</span>
      <VisuallyHidden elementType="span">{exact}</VisuallyHidden>
    </span>
  );
}
