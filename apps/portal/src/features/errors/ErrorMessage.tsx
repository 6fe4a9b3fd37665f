import { LinkButton, Stack, text } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { title as titleStyle } from '../page/page.css.ts';
import * as styles from './errorMessage.css.ts';

export interface ErrorMessageProps {
  /** A lucide icon at 24 px. */
  readonly icon: ReactNode;
  /** The page's h1: what happened. */
  readonly title: string;
  /** What to do about it. */
  readonly children: ReactNode;
}

/**
 * An error or not-found page's message, centred: what happened, what to do, and the way home.
 * `data-page-status` tells the page-anatomy check that the message is the whole page, centred by
 * design, with no header above content to measure.
 */
export function ErrorMessage({ icon, title, children }: ErrorMessageProps) {
  return (
    <Stack align="center" className={styles.message} data-page-status="">
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h1 className={titleStyle}>{title}</h1>
      <p className={text({ tone: 'subtle' })}>{children}</p>
      <LinkButton href="/" variant="primary">
        Go to home
      </LinkButton>
    </Stack>
  );
}
