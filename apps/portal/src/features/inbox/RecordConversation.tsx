import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';
import {
  type AppType,
  getRecordVisibilities,
  type SubjectType,
  type ThreadVisibility,
} from '@airtime/domain';
import { useState } from 'react';
import { ConversationPane } from './ConversationPane.tsx';
import * as styles from './conversation.css.ts';
import { VISIBILITY_LABELS } from './inboxSubjects.ts';
import { useMe } from './people.ts';

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
  const [selected, setSelected] = useState<ThreadVisibility>(visibilities[0] ?? 'internal');
  const me = useMe();
  if (visibilities.length === 0) return null;
  if (me === null) return <Skeleton lines={4} label="Loading the conversation" />;

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
  if (visibilities.length === 1 && only !== undefined) return paneOf(only);

  return (
    <Tabs
      className={styles.tabs}
      selectedKey={selected}
      onSelectionChange={(key) => setSelected(key as ThreadVisibility)}
    >
      <TabList aria-label="Conversations" size="sm">
        {visibilities.map((visibility) => (
          <Tab key={visibility} id={visibility}>
            {VISIBILITY_LABELS[visibility]}
          </Tab>
        ))}
      </TabList>
      {visibilities.map((visibility) => (
        <TabPanel key={visibility} id={visibility}>
          {paneOf(visibility)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
