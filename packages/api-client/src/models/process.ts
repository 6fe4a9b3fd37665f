import type { Process, ProcessSubjectType } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { everyOf, id, timestamps } from './fields.ts';

/** A record's state machine (/api/processes), embedded in campaigns, productions and creators. */
export const processModel: RecordModel<Process> = /* @__PURE__ */ defineModel<Process>()({
  name: 'process',
  schema: v.looseObject({
    id,
    subject_type: everyOf<ProcessSubjectType>()(['campaign', 'event_production', 'creator']),
    subject_id: id,
    // Workflow names and statuses stay strings: the server's transition rules are not shown.
    workflows: v.record(
      v.string(),
      v.looseObject({ status: v.string(), available_transitions: v.array(v.string()) }),
    ),
    ...timestamps,
  }),
});
