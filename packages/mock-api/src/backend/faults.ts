/**
 * Failures the fake injects (decisions §4), set through POST /__mock/faults or, in Node tests,
 * backend.setFaults(): the same fields either way.
 */
export interface Faults {
  /** Delay before every answer, in milliseconds. */
  readonly latencyMs: number;
  /** Share of calls (0..1) that answer 500 instead. */
  readonly errorRate: number;
  /** The next unsafe request gets one 419 (its XSRF token is revoked). */
  readonly expireCsrf: boolean;
  /** The next request with a session gets 401 (the session ends). */
  readonly expireSession: boolean;
  /**
   * The next impersonated request gets 403 with type impersonation: every impersonation ends, as
   * when it is over on the server.
   */
  readonly endImpersonation: boolean;
}

/** Faults that clear themselves once they have fired. */
export type OneShotFault = 'expireCsrf' | 'expireSession' | 'endImpersonation';

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  errorRate: 0,
  expireCsrf: false,
  expireSession: false,
  endImpersonation: false,
};

/** Longest latency a fault may add, so a typo cannot hang a test run. */
export const MAX_LATENCY_MS = 30_000;
