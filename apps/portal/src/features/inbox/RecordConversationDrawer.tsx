import { Dialog, Drawer } from '@airtime/design-system';
import type { AppType } from '@airtime/domain';
import * as styles from './conversation.css.ts';
import { SUBJECT_TYPE_LABELS } from './inboxSubjects.ts';
import { RecordConversation } from './RecordConversation.tsx';
import type { ConversationSubject } from './useConversationParam.ts';

export interface RecordConversationDrawerProps {
  /** The record whose conversation is open; null keeps the drawer closed. */
  readonly subject: ConversationSubject | null;
  readonly appType: AppType;
  readonly onClose: () => void;
}

/**
 * A record's conversations in a side sheet over the list that shows the record (a campaign on a
 * planning page, a production on a production page), for records without a page of their own.
 */
export function RecordConversationDrawer({
  subject,
  appType,
  onClose,
}: RecordConversationDrawerProps) {
  return (
    <Drawer
      placement="right"
      size="lg"
      isOpen={subject !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog
        padding="md"
        title={
          subject === null ? 'Conversation' : `${SUBJECT_TYPE_LABELS[subject.type]} conversation`
        }
      >
        {subject !== null && (
          <RecordConversation
            key={`${subject.type}.${subject.id}`}
            subjectType={subject.type}
            subjectId={subject.id}
            appType={appType}
            paneClassName={styles.drawerPane}
          />
        )}
      </Dialog>
    </Drawer>
  );
}
