import type { SubjectType } from '@airtime/domain';
import {
  type AssigneeListQuery,
  createAssignee,
  deleteAssignee,
  listAssignees,
} from '../endpoints/assignees.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';

/** The record an assignee belongs to. */
export interface AssigneeSubject {
  readonly subject_type: SubjectType;
  readonly subject_id: number;
}

/** The cached GETs that embed a subject's assignees (an agency's rep, a production's owner and backup). */
function subjectPaths(subject: AssigneeSubject | undefined): string[] {
  if (subject === undefined) return ['/api/agencies', '/api/event-production'];
  switch (subject.subject_type) {
    case 'agency':
      return ['/api/agencies', `/api/agencies/${subject.subject_id}`];
    case 'event_production':
      return ['/api/event-production', `/api/event-production/${subject.subject_id}`];
    default:
      return [];
  }
}

/**
 * Assignees, page by page: `useAssignees({ subject_type: 'brand', subject_id: 2 })` gives a
 * record's owner, backup and rep; `null` waits.
 */
export function useAssignees(query: AssigneeListQuery | null) {
  return useInfiniteList(listAssignees, query === null ? null : { query });
}

/** Assigns a user to a record (replacing the previous one of that type); refreshes assignee lists and the record. */
export function useAssign() {
  return useApiMutation(createAssignee, ({ body }) => ['/api/assignees', ...subjectPaths(body)]);
}

/**
 * Removes an assignee; refreshes assignee lists and the subject's record when given, else the
 * agency and production lists (which embed assignees).
 */
export function useUnassign(subject?: AssigneeSubject) {
  return useApiMutation(deleteAssignee, () => ['/api/assignees', ...subjectPaths(subject)]);
}
