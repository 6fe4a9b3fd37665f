import type { SubjectType } from './SubjectType.ts';

/** A person to reach at a brand, agency or creator; the shape is ours. */
export interface Contact {
  readonly id: number;
  readonly subject_type: SubjectType;
  readonly subject_id: number;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  /** Job title, e.g. 'Head of Growth'. */
  readonly title: string | null;
  readonly is_primary: boolean;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the contact is live. */
  readonly deleted_at: string | null;
}
