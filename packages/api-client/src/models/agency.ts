import type { Agency, Assignee, AssigneeType } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { brandModel } from './brand.ts';
import { everyOf, id, optionalText, softDeleted, subjectTypeSchema, timestamps } from './fields.ts';
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

/** An agency; lists embed its rep, the detail call also its brands. */
export const agencyModel: RecordModel<Agency> = /* @__PURE__ */ defineModel<Agency>()({
  name: 'agency',
  schema: v.looseObject({
    id,
    name: v.string(),
    logo: optionalText,
    website: optionalText,
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    rep: { kind: 'one', model: () => assigneeModel },
    brands: { kind: 'many', model: () => brandModel },
  },
});
