import {
  ConversationTable,
  type ConversationTableProps,
} from '../../features/lists/ConversationTable.tsx';
import type { EmptyWords } from './FilteredList.tsx';

export interface ConversationListProps<T extends { readonly id: number }>
  extends Omit<ConversationTableProps<T>, 'appType' | 'emptyTitle' | 'emptyDescription'> {
  /** Whether the list's filter is set. */
  readonly isFiltered: boolean;
  /** What the list says when it is empty with no filter set. */
  readonly empty: EmptyWords;
  /** What it says when the filter leaves nothing. */
  readonly emptyFiltered: EmptyWords;
}

/**
 * A record's campaigns or productions in the agency, narrowed by one filter: a row opens its
 * conversations, and the empty state says whether the filter or the record left it empty.
 */
export function ConversationList<T extends { readonly id: number }>({
  isFiltered,
  empty,
  emptyFiltered,
  ...table
}: ConversationListProps<T>) {
  const words = isFiltered ? emptyFiltered : empty;
  return (
    <ConversationTable
      {...table}
      appType="agency"
      emptyTitle={words.title}
      emptyDescription={words.description}
    />
  );
}
