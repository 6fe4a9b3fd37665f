import type { AssigneeType, SubjectType } from '@airtime/domain';
import { list, nothing, one } from '../decode/decoders.ts';
import { assigneeModel } from '../models/assignee.ts';
import { defineCall } from './defineCall.ts';

// Assignees (spec §7): who owns, backs up or reps a record. Agency staff only; one owner, one
// backup and one rep per record, so a new one replaces the old.

/** Sort of the assignee list: a field, '-' first for descending. */
export type AssigneeSort = 'id' | '-id' | 'created_at' | '-created_at' | 'type' | '-type';

export interface AssigneeListQuery {
  /** With subject_id: the assignees of one record. */
  readonly subject_type?: SubjectType;
  readonly subject_id?: number;
  readonly user_id?: readonly number[];
  readonly type?: readonly AssigneeType[];
  /** Default 'id'. */
  readonly sort?: AssigneeSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** Assigns an agency staff user to a record (replacing the previous one of that type). */
export interface AssigneeInput {
  readonly user_id: number;
  readonly type: AssigneeType;
  readonly subject_type: SubjectType;
  readonly subject_id: number;
}

/** GET /api/assignees: a page of assignees, each with its user. */
export const listAssignees = /* @__PURE__ */ defineCall<AssigneeListQuery>()({
  method: 'GET',
  path: '/api/assignees',
  decode: list(assigneeModel),
});

/** POST /api/assignees: 201 with the new assignee, or 200 with the same one when unchanged. */
export const createAssignee = /* @__PURE__ */ defineCall<never, AssigneeInput>()({
  method: 'POST',
  path: '/api/assignees',
  decode: one(assigneeModel),
});

/** DELETE /api/assignees/:id: 204. */
export const deleteAssignee = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/assignees/:id',
  decode: nothing,
});
