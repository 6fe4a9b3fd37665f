import { Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';
import type { ThreadVisibility } from '@airtime/domain';
import { type ReactNode, useState } from 'react';
import * as styles from './conversation.css.ts';
import { VISIBILITY_LABELS } from './inboxSubjects.ts';

/**
 * Agency staff's choice among a record's conversations, the internal one first: a tab each
 * (loaded with the first record that has several, since brand and creator users see one).
 */
export function RecordConversationTabs({
  visibilities,
  paneOf,
}: {
  readonly visibilities: readonly ThreadVisibility[];
  readonly paneOf: (visibility: ThreadVisibility) => ReactNode;
}) {
  const [selected, setSelected] = useState<ThreadVisibility>(visibilities[0] ?? 'internal');
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
