import type {
  Campaign,
  Process,
  ProcessSubjectType,
  ProcessTransitionResult,
} from '@airtime/domain';
import * as v from 'valibot';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import { DecodeError, type Decoder, list, shape } from '../decode/decoders.ts';
import { campaignRowModel } from '../models/campaign.ts';
import { processModel } from '../models/process.ts';
import { defineCall } from './defineCall.ts';

// Processes (spec §7): the workflows of campaigns, productions and creators. Agency staff only.
// A transition is applied only when the workflow offers it (spec §4; the server answers 422
// `transition` otherwise, and useApplyTransition refuses it before asking).

type Ids = number | readonly number[];

export type ProcessSortField = 'id' | 'created_at' | 'updated_at';
export type ProcessSort = ProcessSortField | `-${ProcessSortField}`;

export interface ProcessListQuery {
  readonly subject_type?: ProcessSubjectType | readonly ProcessSubjectType[];
  readonly subject_id?: Ids;
  readonly ids?: Ids;
  readonly sort?: ProcessSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface ProcessTransitionInput {
  /** A workflow of the process, e.g. 'script_approval' or 'planning'. */
  readonly workflow: string;
  /** Named after the status it moves to; one of the workflow's available_transitions. */
  readonly transition: string;
}

/** The answer of a transition: the process as stored, and for a campaign the campaign's fields. */
export type ProcessTransitionAnswer = ProcessTransitionResult<Campaign>;

const answerSchema = v.looseObject({
  data: v.looseObject({ process: v.unknown(), subject: v.optional(v.unknown(), null) }),
});

/**
 * `{ data: { process, subject } }`: the process decoded with its model; a campaign subject comes
 * as a bare row (no relations) and is merged into the cached campaign rather than replacing it.
 */
const decodeTransition: Decoder<ProcessTransitionAnswer> = (raw, warn) => {
  const { data } = shape(answerSchema, 'a transition result')(raw, warn);
  const context = createDecodeContext(warn);
  const process: Process | undefined = decodeRecord(processModel, data.process, context);
  if (process === undefined) throw new DecodeError('The process the server sent is not usable.');
  const subject =
    process.subject_type === 'campaign' && data.subject !== null
      ? (decodeRecord(campaignRowModel, data.subject, context) ?? null)
      : null;
  return { process, subject };
};

export const listProcesses = /* @__PURE__ */ defineCall<ProcessListQuery>()({
  method: 'GET',
  path: '/api/processes',
  decode: list(processModel),
});
export const applyProcessTransition = /* @__PURE__ */ defineCall<never, ProcessTransitionInput>()({
  method: 'PUT',
  path: '/api/processes/:id/apply-workflow-transition',
  decode: decodeTransition,
});
