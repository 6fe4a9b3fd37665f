/** Records that run a process; the spec names campaigns and productions, creators are ours. */
export type ProcessSubjectType = 'campaign' | 'event_production' | 'creator';

/** One workflow of a process: where it stands and where it may go next. */
export interface Workflow {
  readonly status: string;
  /** Transition names the server allows from the current status. */
  readonly available_transitions: readonly string[];
}

/** A record's state machine, a set of named workflows (spec §3). */
export interface Process {
  readonly id: number;
  readonly subject_type: ProcessSubjectType;
  readonly subject_id: number;
  /** Workflows by name, e.g. 'script_approval'. */
  readonly workflows: Readonly<Record<string, Workflow>>;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
}

/** What applying a transition answers: the new process and, for a campaign, its changed fields. */
export interface ProcessTransitionResult<TSubject> {
  readonly process: Process;
  /** The subject's fields as the server now has them; null when it sends none. */
  readonly subject: Partial<TSubject> | null;
}
