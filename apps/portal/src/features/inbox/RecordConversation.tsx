import { useApiClient } from '@airtime/api-client';
import { Skeleton } from '@airtime/design-system';
import {
  type AppType,
  getRecordVisibilities,
  type SubjectType,
  type ThreadVisibility,
} from '@airtime/domain';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { ConversationPane } from './ConversationPane.tsx';
import { useMe } from './people.ts';
import { preloadRecordConversation } from './preloadRecordConversation.ts';

// React Aria's tabs load only where a reader has several conversations of a record (agency
// staff): brand and creator users see one, and their pages need none of that code.
const RecordConversationTabs = lazy(async () => ({
  default: (await import('./RecordConversationTabs.tsx')).RecordConversationTabs,
}));

export interface RecordConversationProps {
  readonly subjectType: SubjectType;
  readonly subjectId: number;
  /** The reader's app: agency staff choose among the record's conversations, others see theirs. */
  readonly appType: AppType;
  /** The level of the thread's heading in the page's outline. */
  readonly headingLevel?: 2 | 3;
  /** Extra class names for each conversation's pane (its height in a drawer). */
  readonly paneClassName?: string;
}

/**
 * A record's conversations inside its page (the inbox's threads, where they belong): agency staff
 * switch between the internal one and each shared one; a brand or creator user sees the one shared
 * with them. Renders nothing where the reader has no conversation about such a record.
 */
export function RecordConversation({
  subjectType,
  subjectId,
  appType,
  headingLevel = 3,
  paneClassName,
}: RecordConversationProps) {
  const visibilities = getRecordVisibilities(subjectType, appType);
  const isTabbed = visibilities.length > 1;
  const client = useApiClient();
  // The first tab's conversation is asked for while the tabs' code loads, not after.
  useEffect(() => {
    if (isTabbed) preloadRecordConversation(client, subjectType, subjectId, appType);
  }, [isTabbed, client, subjectType, subjectId, appType]);
  const me = useMe();
  // The conversation mounts in a render of its own, which React splits into short tasks (a
  // deferred render): on a home page it comes with the figures, whose task it made twice as long.
  const isMounted = useDeferredValue(true, false);
  if (visibilities.length === 0) return null;
  const loading = <Skeleton lines={4} label="Loading the conversation" />;
  if (me === null || !isMounted) return loading;

  const paneOf = (visibility: ThreadVisibility) => (
    <ConversationPane
      key={`${subjectType}.${subjectId}.${visibility}`}
      subjectType={subjectType}
      subjectId={subjectId}
      visibility={visibility}
      appType={appType}
      me={me}
      headingLevel={headingLevel}
      {...(paneClassName === undefined ? {} : { className: paneClassName })}
    />
  );
  const [only] = visibilities;
  if (!isTabbed && only !== undefined) return paneOf(only);

  return (
    <Suspense fallback={loading}>
      <RecordConversationTabs visibilities={visibilities} paneOf={paneOf} />
    </Suspense>
  );
}
