/** Failures the fake injects, set through POST /__mock/faults (decisions §4). */
export interface Faults {
  /** Delay before every answer, in milliseconds. */
  readonly latencyMs: number;
  /** Share of calls (0..1) that answer 500 instead. */
  readonly errorRate: number;
  /** The next unsafe request gets one 419 (its XSRF token is revoked). */
  readonly expireCsrf: boolean;
  /** The next request with a session gets 401 (the session ends). */
  readonly expireSession: boolean;
}

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  errorRate: 0,
  expireCsrf: false,
  expireSession: false,
};

/** Longest latency a fault may add, so a typo cannot hang a test run. */
export const MAX_LATENCY_MS = 30_000;
