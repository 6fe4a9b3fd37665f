import type { SubjectType } from './SubjectType.ts';

/**
 * The record a thread is about, named for lists of threads (ours: the spec has no thread list).
 * Embedded in the rows of `GET /api/threads` and in `thread.updated` events.
 */
export interface ThreadSubject {
  /** The record's kind, the thread's subject_type. */
  readonly type: SubjectType;
  /** The record's id, the thread's subject_id. */
  readonly id: number;
  /** How the inbox names the record, e.g. 'Acme × Night Owls' for a campaign. */
  readonly name: string;
  /** The picture beside the name (the record's, or its brand's); null when there is none. */
  readonly logo: string | null;
  /** The brand behind the record; null when there is none (an agency, a creator). */
  readonly brand_id: number | null;
  /** The creator behind the record; null when there is none (an agency, a brand). */
  readonly creator_id: number | null;
}
