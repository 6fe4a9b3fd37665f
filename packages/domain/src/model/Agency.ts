import type { Assignee } from './Assignee.ts';
import type { Brand } from './Brand.ts';

/** An agency that represents brands (spec §3); beyond its rep, the shape is ours. */
export interface Agency {
  readonly id: number;
  readonly name: string;
  /** Image URL, or null when the agency has none. */
  readonly logo: string | null;
  readonly website: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the agency is live. */
  readonly deleted_at: string | null;
  /** Airtime's rep for the agency: its assignee of type tcp_rep. */
  readonly rep?: Assignee;
  readonly brands?: readonly Brand[];
}
