import type { Process, ProcessTransitionResult } from '../model/Process.ts';
import { assertNever } from '../shared/assertNever.ts';

/** A record that carries its process, such as a campaign or an event production. */
export interface ProcessHolder {
  readonly process?: Process;
}

/** The record after a transition: its new process and, for a campaign, its changed fields. */
export function applyTransition<TRecord extends ProcessHolder>(
  record: TRecord,
  result: ProcessTransitionResult<TRecord>,
): TRecord {
  const subjectType = result.process.subject_type;
  switch (subjectType) {
    case 'campaign':
      // A campaign transition also moves its status or group, so take the server's fields too.
      return { ...record, ...result.subject, process: result.process };
    case 'event_production':
    case 'creator':
      return { ...record, process: result.process };
    default:
      return assertNever(subjectType, 'process subject type');
  }
}
