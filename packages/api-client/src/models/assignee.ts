import type { Assignee, AssigneeType } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { everyOf, id, subjectTypeSchema } from './fields.ts';
import { userSummarySchema } from './user.ts';

/** A user assigned to a record. Its user is an own field: without it the assignee is left out (spec §3). */
export const assigneeModel: RecordModel<Assignee> = /* @__PURE__ */ defineModel<Assignee>()({
  name: 'assignee',
  schema: v.looseObject({
    id,
    user_id: id,
    type: everyOf<AssigneeType>()(['owner', 'backup', 'tcp_rep']),
    subject_type: subjectTypeSchema,
    subject_id: id,
    created_at: v.string(),
    user: userSummarySchema,
  }),
});
