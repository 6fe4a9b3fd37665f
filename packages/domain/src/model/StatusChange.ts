/** One move of a record's status: to what, when and by whom (finance's audit trail); ours. */
export interface StatusChange<S extends string> {
  readonly status: S;
  /** ISO date-time. */
  readonly at: string;
  /** Who moved it ('Dana Ops'); null for the system or a user who is gone. */
  readonly by: string | null;
}
