import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../utils/cx.ts';
import {
  type CardVariants,
  card,
  cardActions,
  cardBody,
  cardDescription,
  cardHeader,
  cardHeading,
  cardTitle,
} from './Card.css.ts';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, CardVariants {
  /**
   * A heading at the top of the card (a plain `div`, not a landmark: a dashboard of cards would
   * otherwise be a crowd of regions).
   * @default undefined
   */
  title?: ReactNode;
  /**
   * One line under the title, in the subtle colour.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Controls at the top right, beside the title (a LinkButton "View all", an IconButton menu).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * The title's heading level, to fit the page's outline.
   * @default 3
   */
  headingLevel?: HeadingLevel | undefined;
  /**
   * Inner spacing: none (a table fills the card), sm 12 px, md 16 px, lg 24 px.
   * @default 'md'
   */
  padding?: CardVariants['padding'];
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** A bordered surface grouping related content, with an optional title, description and actions. */
export function Card({
  title,
  description,
  actions,
  headingLevel = 3,
  padding,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  const header = hasHeader && (
    <div className={cardHeader({ padding })}>
      <div className={cardHeading}>
        {title !== undefined && <Heading className={cardTitle}>{title}</Heading>}
        {description !== undefined && <p className={cardDescription}>{description}</p>}
      </div>
      {actions !== undefined && <div className={cardActions}>{actions}</div>}
    </div>
  );
  return (
    <div {...props} className={cx(card({ padding }), className)}>
      {header}
      {children !== undefined && <div className={cardBody}>{children}</div>}
    </div>
  );
}
