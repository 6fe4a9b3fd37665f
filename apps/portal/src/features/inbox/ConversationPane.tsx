import {
  isApiError,
  useCreateThread,
  useSendMessage,
  useSessionState,
  useThread,
} from '@airtime/api-client';
import { EmptyState, ErrorState, Skeleton } from '@airtime/design-system';
import {
  type AppType,
  isReadOnly,
  type SubjectType,
  type ThreadVisibility,
  type UserSummary,
} from '@airtime/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as styles from './conversation.css.ts';
import { FirstMessage } from './FirstMessage.tsx';
import * as inboxStyles from './inbox.css.ts';
import { inboxHref } from './inboxSubjects.ts';
import { ThreadView } from './ThreadView.tsx';

export interface ConversationPaneProps {
  readonly subjectType: SubjectType;
  readonly subjectId: number;
  readonly visibility: ThreadVisibility;
  readonly appType: AppType;
  readonly me: UserSummary;
  /** The level of the thread's heading and of the empty and error states' titles. */
  readonly headingLevel: 2 | 3;
  readonly className?: string;
}

/**
 * One conversation of a record inside its page: the thread with its messages and composer, or,
 * while the record has none of this visibility, a composer whose first message creates it.
 */
export function ConversationPane({
  subjectType,
  subjectId,
  visibility,
  appType,
  me,
  headingLevel,
  className,
}: ConversationPaneProps) {
  const thread = useThread(subjectType, subjectId, visibility);
  const { profile } = useSessionState();
  // A Read Only user cannot start a thread (the server refuses), as they cannot write in one.
  const mayStart = profile === null || !isReadOnly(profile);
  const create = useCreateThread();
  const data = thread.data;
  const { trigger: send } = useSendMessage(data ?? null, me);
  const threadId = data === undefined || data === null ? null : data.id;
  const [startError, setStartError] = useState<string | null>(null);
  const pane = useRef<HTMLDivElement>(null);
  // The first message waits here while its thread is created; set before the create call, since
  // the created thread can reach the cache (and this pane) before that call's promise settles.
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    const body = waiting.current;
    if (threadId === null || body === null) return;
    waiting.current = null;
    void send({ body });
    // The first message's field is gone: the thread's own composer takes the focus.
    pane.current?.querySelector('textarea')?.focus();
  }, [threadId, send]);

  async function start(body: string): Promise<boolean> {
    setStartError(null);
    waiting.current = body;
    try {
      await create.trigger({
        body: { subject_type: subjectType, subject_id: subjectId, visibility },
      });
      return true;
    } catch (error) {
      waiting.current = null;
      setStartError(
        `Not sent: the conversation could not be started. ${isApiError(error) ? error.message : ''}`.trim(),
      );
      return false;
    }
  }

  const empty = emptyCopy(appType, visibility);
  return (
    <div ref={pane} className={[styles.pane, className].filter(Boolean).join(' ')}>
      {data !== undefined && data !== null ? (
        <ThreadView
          key={data.id}
          thread={data}
          appType={appType}
          headingLevel={headingLevel}
          headerLink={
            <Link className={styles.inboxLink} to={inboxHref(appType, data)}>
              Open in inbox
            </Link>
          }
        />
      ) : thread.error !== undefined ? (
        <div className={styles.empty}>
          <ErrorState
            headingLevel={headingLevel}
            size="sm"
            title="This conversation could not be loaded."
            description={thread.error.message}
            action={{ label: 'Try again', onPress: () => void thread.mutate() }}
          />
        </div>
      ) : data === undefined ? (
        <div className={inboxStyles.centered}>
          <Skeleton lines={6} label="Loading the conversation" />
        </div>
      ) : (
        <>
          <div className={styles.empty}>
            <EmptyState
              headingLevel={headingLevel}
              size="sm"
              title={empty.title}
              description={empty.description}
            />
          </div>
          {mayStart && (
            <FirstMessage
              label={empty.label}
              onSend={start}
              isSending={create.isMutating}
              error={startError}
            />
          )}
        </>
      )}
    </div>
  );
}

/** What an empty conversation says, by who reads it. */
function emptyCopy(appType: AppType, visibility: ThreadVisibility) {
  if (appType !== 'agency')
    return {
      title: 'No messages yet.',
      description: 'Write to the Airtime team about this record below.',
      label: 'First message to the Airtime team',
    };
  switch (visibility) {
    case 'internal':
      return {
        title: 'No internal conversation yet.',
        description: 'Write the first message below: only agency staff will see it.',
        label: 'First internal message',
      };
    case 'brand':
      return {
        title: 'Nothing shared with the brand yet.',
        description: 'Write the first message below: the brand’s users will see it.',
        label: 'First message with the brand',
      };
    case 'creator':
      return {
        title: 'Nothing shared with the creator yet.',
        description: 'Write the first message below: the creator’s users will see it.',
        label: 'First message with the creator',
      };
  }
}
