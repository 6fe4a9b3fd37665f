import { Avatar, Button, Dialog, Drawer, LinkButton, Stack } from '@airtime/design-system';
import type { AppType, Thread, ThreadSubject } from '@airtime/domain';
import { ArrowUpRight, Info } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import * as styles from './details.css.ts';
import { SUBJECT_TYPE_LABELS, subjectHref, VISIBILITY_LABELS } from './inboxSubjects.ts';
import { ThreadFollowers } from './ThreadFollowers.tsx';

interface ThreadDetailsProps {
  readonly thread: Thread;
  readonly subject: ThreadSubject;
  readonly appType: AppType;
}

/** What the open conversation is about, a way to its page, and who follows it. */
function ThreadDetailsContent({ thread, subject, appType }: ThreadDetailsProps) {
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

/**
 * The details as the inbox's third pane, where the screen is wide enough (xl and up). Mount it
 * keyed by thread: its content renders just after the conversation's, in a task of its own, so
 * opening a conversation never blocks the page for the two at once.
 */
export function ThreadDetails(props: ThreadDetailsProps) {
  const isShown = useDeferredValue(true, false);
  return (
    <aside className={styles.pane} aria-label="About this conversation">
      {isShown && <ThreadDetailsContent {...props} />}
    </aside>
  );
}

/** Below xl, where there is no third pane: a "Details" button opening them in a side sheet. */
export function ThreadDetailsButton(props: ThreadDetailsProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <span className={styles.detailsToggle}>
      <Button size="sm" variant="ghost" icon={<Info />} onPress={() => setOpen(true)}>
        Details
      </Button>
      <Drawer placement="right" size="sm" isOpen={isOpen} onOpenChange={setOpen}>
        <Dialog padding="md" title="About this conversation">
          <Stack space="lg">
            <ThreadDetailsContent {...props} />
          </Stack>
        </Dialog>
      </Drawer>
    </span>
  );
}
