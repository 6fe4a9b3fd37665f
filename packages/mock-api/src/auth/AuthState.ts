/** A signed-in (or signing-in) browser: what the session cookie points at. */
export interface Session {
  readonly id: string;
  /** The signed-in user; null while the second sign-in step is pending. */
  readonly user_id: number | null;
  /** The user who passed the password step and still owes the verification code. */
  readonly pending_user_id: number | null;
  /** What POST /api/brand/select and /api/creator/select stored. */
  readonly selected_brand_id: number | null;
  readonly selected_creator_id: number | null;
  /** ISO date-time. */
  readonly created_at: string;
}

/** A live impersonation: the token the client sends in `x-impersonate-token`. */
export interface Impersonation {
  readonly token: string;
  readonly session_id: string;
  readonly impersonator_id: number;
  readonly user_id: number;
  readonly created_at: string;
}

/** A password reset link the fake "sent". */
export interface PasswordReset {
  readonly email: string;
  readonly token: string;
  readonly created_at: string;
}

/** An email the fake would have sent, readable through GET /__mock/mail. */
export interface SentMail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly created_at: string;
}

/** The auth state as JSON, saved beside the store so a restart keeps people signed in. */
export interface AuthSnapshot {
  readonly sessions: readonly Session[];
  readonly csrfTokens: ReadonlyArray<readonly [token: string, expiresAt: number]>;
  readonly impersonations: readonly Impersonation[];
  readonly passwordResets: readonly PasswordReset[];
  readonly mail: readonly SentMail[];
}

/** How long an XSRF token stays valid: Laravel's default session lifetime, 120 minutes. */
export const CSRF_TOKEN_TTL_MS = 120 * 60 * 1000;
const MAIL_KEPT = 50;

/** A random token of `bytes` bytes as hex; crypto.getRandomValues exists in browsers and Node. */
export function randomToken(bytes = 20): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let out = '';
  for (const value of values) out += value.toString(16).padStart(2, '0');
  return out;
}

/** Sessions, XSRF tokens, impersonations and reset links of the fake Sanctum. */
export class AuthState {
  readonly sessions = new Map<string, Session>();
  readonly csrfTokens = new Map<string, number>();
  readonly impersonations = new Map<string, Impersonation>();
  readonly passwordResets = new Map<string, PasswordReset>();
  mail: SentMail[] = [];
  readonly #onChange: () => void;

  constructor(onChange: () => void) {
    this.#onChange = onChange;
  }

  issueCsrfToken(nowMs: number): string {
    const token = randomToken();
    // Expired tokens are dropped as new ones are made, so the map stays small.
    for (const [known, expiresAt] of this.csrfTokens)
      if (expiresAt <= nowMs) this.csrfTokens.delete(known);
    this.csrfTokens.set(token, nowMs + CSRF_TOKEN_TTL_MS);
    this.#onChange();
    return token;
  }

  isCsrfTokenValid(token: string, nowMs: number): boolean {
    const expiresAt = this.csrfTokens.get(token);
    return expiresAt !== undefined && expiresAt > nowMs;
  }

  revokeCsrfToken(token: string): void {
    if (this.csrfTokens.delete(token)) this.#onChange();
  }

  saveSession(session: Session): Session {
    this.sessions.set(session.id, session);
    this.#onChange();
    return session;
  }

  updateSession(id: string, patch: Partial<Omit<Session, 'id'>>): Session | undefined {
    const current = this.sessions.get(id);
    if (current === undefined) return undefined;
    return this.saveSession({ ...current, ...patch });
  }

  endSession(id: string): void {
    this.sessions.delete(id);
    for (const [token, impersonation] of this.impersonations) {
      if (impersonation.session_id === id) this.impersonations.delete(token);
    }
    this.#onChange();
  }

  /** Ends every session and impersonation of a user (password reset, deletion). */
  endSessionsOf(userId: number): void {
    for (const session of this.sessions.values()) {
      if (session.user_id === userId || session.pending_user_id === userId)
        this.endSession(session.id);
    }
  }

  startImpersonation(impersonation: Impersonation): void {
    this.impersonations.set(impersonation.token, impersonation);
    this.#onChange();
  }

  endImpersonation(token: string): boolean {
    const ended = this.impersonations.delete(token);
    if (ended) this.#onChange();
    return ended;
  }

  /** Ends every impersonation (the endImpersonation fault). */
  endAllImpersonations(): void {
    this.impersonations.clear();
    this.#onChange();
  }

  savePasswordReset(reset: PasswordReset): void {
    this.passwordResets.set(reset.email.toLowerCase(), reset);
    this.#onChange();
  }

  /** The reset link of an email when `token` matches it, used up; undefined otherwise. */
  takePasswordReset(email: string, token: string): PasswordReset | undefined {
    const key = email.toLowerCase();
    const reset = this.passwordResets.get(key);
    if (reset === undefined || reset.token !== token) return undefined;
    this.passwordResets.delete(key);
    this.#onChange();
    return reset;
  }

  recordMail(mail: SentMail): void {
    this.mail = [...this.mail.slice(-(MAIL_KEPT - 1)), mail];
    this.#onChange();
  }

  toSnapshot(): AuthSnapshot {
    return {
      sessions: [...this.sessions.values()],
      csrfTokens: [...this.csrfTokens.entries()],
      impersonations: [...this.impersonations.values()],
      passwordResets: [...this.passwordResets.values()],
      mail: this.mail,
    };
  }

  restore(snapshot: AuthSnapshot): void {
    this.sessions.clear();
    this.csrfTokens.clear();
    this.impersonations.clear();
    this.passwordResets.clear();
    for (const session of snapshot.sessions) this.sessions.set(session.id, session);
    for (const [token, expiresAt] of snapshot.csrfTokens) this.csrfTokens.set(token, expiresAt);
    for (const impersonation of snapshot.impersonations)
      this.impersonations.set(impersonation.token, impersonation);
    for (const reset of snapshot.passwordResets)
      this.passwordResets.set(reset.email.toLowerCase(), reset);
    this.mail = [...snapshot.mail];
    this.#onChange();
  }
}
