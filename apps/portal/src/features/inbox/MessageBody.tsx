import { useMemo } from 'react';
import * as styles from './message.css.ts';
import { splitMessageText } from './messageText.ts';

/**
 * A message body as text, its web addresses as links opening in a new tab. React escapes every
 * character, so HTML in a body shows as written and never runs.
 */
export function MessageBody({ body }: { readonly body: string }) {
  const segments = useMemo(() => splitMessageText(body), [body]);
  return (
    <p className={styles.body}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <a
            // Segments never move: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={styles.link}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {segment.text}
          </a>
        ),
      )}
    </p>
  );
}
