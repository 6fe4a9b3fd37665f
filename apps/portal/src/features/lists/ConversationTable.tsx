import type { AppType, SubjectType } from '@airtime/domain';
import { RecordConversationDrawer } from '../inbox/RecordConversationDrawer.tsx';
import { useConversationParam } from '../inbox/useConversationParam.ts';
import { ResourceTable, type ResourceTableProps } from './ResourceTable.tsx';

export interface ConversationTableProps<T extends { readonly id: number }>
  extends Omit<ResourceTableProps<T>, 'onOpen'> {
  /** What a row opens instead of its conversations (a modal of the whole record). */
  readonly onOpen?: ResourceTableProps<T>['onOpen'];
  /** What the rows are: a row opens the conversations of that record. */
  readonly subjectType: SubjectType;
  /** The app the list is in, for the threads it may see. */
  readonly appType: AppType;
}

/**
 * A list of records without a page of their own (campaigns, productions): a row opens the record's
 * conversations in a drawer, kept in the URL (`?conversation=`), unless told to open something
 * else; the drawer still answers the inbox's links.
 */
export function ConversationTable<T extends { readonly id: number }>({
  subjectType,
  appType,
  onOpen,
  ...table
}: ConversationTableProps<T>) {
  const conversation = useConversationParam();
  return (
    <>
      <ResourceTable
        {...table}
        onOpen={onOpen ?? ((row) => conversation.open({ type: subjectType, id: row.id }))}
      />
      <RecordConversationDrawer
        subject={conversation.subject}
        appType={appType}
        onClose={conversation.close}
      />
    </>
  );
}
