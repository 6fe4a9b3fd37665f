import { Stack, text } from '@airtime/design-system';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as styles from './auth.css.ts';

export interface AuthPanelProps {
  /** The page's heading (the h1). */
  readonly title: string;
  /** One line of what to do here. */
  readonly description?: ReactNode;
  readonly children: ReactNode;
  /** Where else to go from here, one under the other after the form: 'Back to sign in'. */
  readonly links?: ReactNode;
  /** Moves focus to the heading on mount: the panel replaced a form the user was in. */
  readonly focusTitle?: boolean;
}

/** The column of a sign-in page in the login layout's slot: its h1, a line of help, the form. */
export function AuthPanel({
  title,
  description,
  children,
  links,
  focusTitle = false,
}: AuthPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Stack space="xs">
        <h1
          id={titleId}
          ref={titleRef}
          className={styles.title}
          {...(focusTitle ? { tabIndex: -1 } : {})}
        >
          {title}
        </h1>
        {description !== undefined && <p className={text({ tone: 'subtle' })}>{description}</p>}
      </Stack>
      {children}
      {links !== undefined && <p className={styles.links}>{links}</p>}
    </section>
  );
}
