import type { Assignee } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import type { AssigneeRow } from '../store/records.ts';
import { presentUserSummary } from './users.ts';

/** An assignee with its required user; null when the user is gone (the client would drop it). */
export function presentAssignee(store: Store, row: AssigneeRow): Assignee | null {
  const user = store.users.get(row.user_id);
  return user === undefined ? null : { ...row, user: presentUserSummary(user) };
}
