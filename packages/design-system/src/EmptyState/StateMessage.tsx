import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '../Button/Button.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { cx } from '../utils/cx.ts';
import {
  type StateIconVariants,
  type StateMessageVariants,
  stateAction,
  stateDescription,
  stateIcon,
  stateMessage,
  stateTitle,
} from './EmptyState.css.ts';

/** The one button of an empty or error state: pressed (`onPress`) or a link (`href`). */
export type StateAction =
  | {
      /** The button's text: a verb ("Create campaign", "Try again"). */
      label: string;
      /** Runs on press. */
      onPress: () => void;
      href?: never;
      /** Shows the button's spinner while the action runs ("Try again" retrying). */
      isPending?: boolean | undefined;
    }
  | {
      /** The link's text: where it leads ("Create campaign", "Open Finance"). */
      label: string;
      /** Where the button goes (through the app's router inside a RouterProvider). */
      href: string;
      onPress?: never;
      isPending?: never;
    };

export interface StateMessageProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'>,
    StateMessageVariants {
  /** What happened, in one sentence ("No campaigns yet."). A heading. */
  title: string;
  /**
   * What to do about it, in one sentence ("Create one to start booking creators.").
   * @default undefined
   */
  description?: string | undefined;
  /**
   * The one button: `{ label, onPress }` or `{ label, href }`.
   * @default undefined
   */
  action?: StateAction | undefined;
  /**
   * An icon from lucide-react, in a tinted circle above the title.
   * @default a glyph per component
   */
  icon?: ReactNode;
  /**
   * `sm` inside a table, card or panel; `md` for a page.
   * @default 'md'
   */
  size?: StateMessageVariants['size'];
  /**
   * The title's heading level, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** The layout both states share; not exported from the package. */
export function StateMessage({
  title,
  description,
  action,
  icon,
  size,
  tone,
  headingLevel = 3,
  actionVariant,
  className,
  ...props
}: StateMessageProps & {
  tone: StateIconVariants['tone'];
  actionVariant: 'primary' | 'secondary';
}) {
  const Heading = `h${headingLevel}` as const;
  const buttonSize = size === 'sm' ? 'sm' : 'md';
  return (
    <div {...props} className={cx(stateMessage({ size }), className)}>
      {icon !== null && icon !== false && (
        <span className={stateIcon({ size, tone })} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={stateTitle({ size })}>{title}</Heading>
      {description && <p className={stateDescription}>{description}</p>}
      {action &&
        (action.href !== undefined ? (
          <LinkButton
            href={action.href}
            variant={actionVariant}
            size={buttonSize}
            className={stateAction}
          >
            {action.label}
          </LinkButton>
        ) : (
          <Button
            onPress={action.onPress}
            isPending={action.isPending ?? false}
            variant={actionVariant}
            size={buttonSize}
            className={stateAction}
          >
            {action.label}
          </Button>
        ))}
    </div>
  );
}
