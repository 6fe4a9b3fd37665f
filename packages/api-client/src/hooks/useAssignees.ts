import type { SubjectType } from '@airtime/domain';
import { getAgency, listAgencies } from '../endpoints/agencies.ts';
import {
  type AssigneeListQuery,
  createAssignee,
  deleteAssignee,
  listAssignees,
} from '../endpoints/assignees.ts';
import { getProduction, listProductions } from '../endpoints/production.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';
import { type CacheMatch, matchesCall } from '../swr/keys.ts';

/** The record an assignee belongs to. */
export interface AssigneeSubject {
  readonly subject_type: SubjectType;
  readonly subject_id: number;
}

/** The cached GETs that embed a subject's assignees (an agency's rep, a production's owner and backup). */
function subjectAnswers(subject: AssigneeSubject | undefined): CacheMatch[] {
  if (subject === undefined) return [listAgencies, listProductions];
  const params = { id: subject.subject_id };
  switch (subject.subject_type) {
    case 'agency':
      return [listAgencies, matchesCall(getAgency, params)];
    case 'event_production':
      return [listProductions, matchesCall(getProduction, params)];
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
  return useApiMutation(createAssignee, ({ body }) => [listAssignees, ...subjectAnswers(body)]);
}

/**
 * Removes an assignee; refreshes assignee lists and the subject's record when given, else the
 * agency and production lists (which embed assignees).
 */
export function useUnassign(subject?: AssigneeSubject) {
  return useApiMutation(deleteAssignee, [listAssignees, ...subjectAnswers(subject)]);
}
