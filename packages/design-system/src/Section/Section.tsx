import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { type StackVariants, stack } from '../Stack/Stack.css.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Toolbar } from '../Toolbar/Toolbar.tsx';
import { text } from '../theme/typography.css.ts';
import { cx } from '../utils/cx.ts';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface SectionProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'aria-labelledby'> {
  /** The section's heading; it also names the region for screen readers (`aria-labelledby`). */
  title: ReactNode;
  /**
   * The heading's level, to fit the page's outline (the page's title is the h1).
   * @default 2
   */
  headingLevel?: HeadingLevel | undefined;
  /**
   * One line under the title, in the subtle colour.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Controls at the end of the heading row (filters, a period picker, a button); they wrap under
   * the title on a narrow screen.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * The gap between the heading row and each part of the body, from the space tokens.
   * @default 'md'
   */
  space?: StackVariants['space'];
  /**
   * The root `<section>`.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/** A titled region of a page: its heading row (title, description, actions), then its parts. */
export function Section({
  title,
  headingLevel = 2,
  description,
  actions,
  space,
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Stack space="xxs">
      <Heading id={headingId} className={text({ size: 'lg', weight: 'semibold' })}>
        {title}
      </Heading>
      {description !== undefined && <p className={text({ tone: 'subtle' })}>{description}</p>}
    </Stack>
  );
  return (
    <section {...props} aria-labelledby={headingId} className={cx(stack({ space }), className)}>
      {actions === undefined ? heading : <Toolbar start={heading} end={actions} />}
      {children}
    </section>
  );
}
