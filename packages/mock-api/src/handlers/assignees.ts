import type { AssigneeType } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, type BaseContext, defineRoute } from '../http/route.ts';
import { ErrorBag, v, validate } from '../http/validate.ts';
import { presentAssignee } from '../present/assignees.ts';
import { notifyUser } from '../realtime/notify.ts';
import type { AssigneeRow } from '../store/records.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { SUBJECT_TYPES, subjectExists } from '../store/subjects.ts';

// Assignees (spec §7): who owns, backs up or reps a record. Agency staff only.

const ASSIGNEE_TYPES = ['owner', 'backup', 'tcp_rep'] as const satisfies readonly AssigneeType[];

const ASSIGNEE_LIST: ListSpec<AssigneeRow> = {
  sorts: { id: (row) => row.id, created_at: (row) => row.created_at, type: (row) => row.type },
  defaultSort: 'id',
};

/**
 * Makes a user the owner, backup or rep of a record. One of each per record: a new one replaces
 * the old (and is told so); the same user again changes nothing.
 */
export function assign(
  context: BaseContext<string>,
  input: Pick<AssigneeRow, 'user_id' | 'type' | 'subject_type' | 'subject_id'>,
): { readonly row: AssigneeRow; readonly created: boolean } {
  const { store, nowIso } = context;
  const replaced = store.assignees
    .lookup('subject', subjectKey(input.subject_type, input.subject_id))
    .filter((row) => row.type === input.type);
  const unchanged = replaced.find((row) => row.user_id === input.user_id);
  if (unchanged !== undefined) return { row: unchanged, created: false };
  for (const row of replaced) store.assignees.remove(row.id, nowIso());
  const row = store.assignees.insert({ ...input, created_at: nowIso() });
  notifyUser(context, input.user_id, {
    type: 'assigned',
    title: `You were assigned as ${input.type.replace('tcp_rep', 'rep')} of ${input.subject_type.replace('_', ' ')} ${input.subject_id}`,
    subject_type: input.subject_type,
    subject_id: input.subject_id,
  });
  return { row, created: true };
}

/** Whether a user may be assigned to agency records: agency staff. */
export function isAssignable(store: BaseContext<string>['store'], userId: number): boolean {
  return store.users.get(userId)?.business_role === 'ops';
}

export const assigneeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/assignees',
    access: agencyOnly,
    handle({ store, query }) {
      const filters = readFilters(query, {
        subject_type: v.oneOf(SUBJECT_TYPES),
        subject_id: v.id(),
        user_id: v.list(v.id(), { max: 100 }),
        type: v.list(v.oneOf(ASSIGNEE_TYPES), { max: 3 }),
      });
      const base =
        filters.subject_type !== undefined && filters.subject_id !== undefined
          ? store.assignees.lookup('subject', subjectKey(filters.subject_type, filters.subject_id))
          : filters.user_id?.length === 1
            ? store.assignees.lookup('user_id', filters.user_id[0] as number)
            : store.assignees.all();
      const rows = base.filter(
        (row) =>
          (filters.subject_type === undefined || row.subject_type === filters.subject_type) &&
          (filters.subject_id === undefined || row.subject_id === filters.subject_id) &&
          (filters.user_id === undefined || filters.user_id.includes(row.user_id)) &&
          (filters.type === undefined || filters.type.includes(row.type)) &&
          store.users.has(row.user_id),
      );
      const page = paginate(rows, readListQuery(query, ASSIGNEE_LIST), ASSIGNEE_LIST);
      return json(toListResponse(page, (row) => presentAssignee(store, row)));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/assignees',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const input = validate(await context.body(), {
        user_id: v.id().required(),
        type: v.oneOf(ASSIGNEE_TYPES).required(),
        subject_type: v.oneOf(SUBJECT_TYPES).required(),
        subject_id: v.id().required(),
      });
      const errors = new ErrorBag();
      if (!isAssignable(store, input.user_id))
        errors.add('user_id', 'The selected user id is invalid.');
      if (!subjectExists(store, input.subject_type, input.subject_id))
        errors.add('subject_id', 'The selected subject id is invalid.');
      errors.throwIfAny();
      const { row, created } = assign(context, input);
      return json({ data: presentAssignee(store, row) }, created ? 201 : 200);
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/assignees/:id',
    access: agencyOnly,
    handle({ store, id, nowIso }) {
      const assigneeId = id('id');
      found(store.assignees.get(assigneeId), 'Assignee', assigneeId);
      store.assignees.remove(assigneeId, nowIso());
      return noContent();
    },
  }),
].map(anyRoute);
