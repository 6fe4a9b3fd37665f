import { Link } from '@airtime/design-system';
import type { MessageTag, ThreadSubject } from '@airtime/domain';
import { useRef } from 'react';
import { useMatches } from 'react-router';
import { appTypeOf } from '../../app/routeHandle.ts';
import { subjectHref } from './inboxSubjects.ts';
import { getShownTags, getTagSubject, tagKey } from './messageTags.ts';
import * as styles from './tags.css.ts';

/**
 * The records a message is tagged with (not its primary tag: that is the thread), each named and
 * linked to its page in the reader's app, as text whatever the server sent.
 */
export function MessageTags({ tags }: { readonly tags: readonly MessageTag[] | undefined }) {
  const appType = appTypeOf(useMatches());
  // An edit shows at once with its tags bare until the server answers: keep the names seen.
  const named = useRef(new Map<string, ThreadSubject>());
  const shown = getShownTags(tags);
  if (shown.length === 0) return null;

  return (
    <ul className={styles.list} aria-label="Tags">
      {shown.map((tag) => {
        const key = tagKey(tag);
        if (tag.subject !== undefined) named.current.set(key, tag.subject);
        const subject = named.current.get(key) ?? getTagSubject(tag);
        const to = appType === null ? null : subjectHref(appType, subject);
        return (
          <li key={key}>
            {to === null ? (
              <span className={styles.chip}>{subject.name}</span>
            ) : (
              <Link variant="subtle" href={to} className={`${styles.chip} ${styles.chipLink}`}>
                {subject.name}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
