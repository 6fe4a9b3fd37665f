import { Avatar, LinkButton } from '@airtime/design-system';
import type { AppType, Thread, ThreadSubject } from '@airtime/domain';
import { ArrowUpRight } from 'lucide-react';
import * as styles from './details.css.ts';
import { SUBJECT_TYPE_LABELS, subjectHref, VISIBILITY_LABELS } from './inboxSubjects.ts';
import { ThreadFollowers } from './ThreadFollowers.tsx';

export interface ThreadDetailsProps {
  readonly thread: Thread;
  readonly subject: ThreadSubject;
  readonly appType: AppType;
}

/** What the open conversation is about, a way to its page, and who follows it. */
export function ThreadDetailsContent({ thread, subject, appType }: ThreadDetailsProps) {
  const page = subjectHref(appType, subject);
  const kind = SUBJECT_TYPE_LABELS[subject.type];
  return (
    <>
      <div className={styles.subject}>
        <Avatar name={subject.name} src={subject.logo} size={10} aria-hidden="true" />
        <div>
          <h2 className={styles.subjectName}>{subject.name}</h2>
          <span className={styles.meta}>{`${kind} · ${VISIBILITY_LABELS[thread.visibility]}`}</span>
        </div>
      </div>
      {page !== null && (
        <LinkButton href={page} size="sm" icon={<ArrowUpRight />}>
          {`Open ${kind.toLowerCase()} page`}
        </LinkButton>
      )}
      <ThreadFollowers thread={thread} canManageOthers={appType === 'agency'} />
    </>
  );
}
