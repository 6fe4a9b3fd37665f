import type { MockBackend } from '../backend/createMockBackend.ts';
import { serializeCookie } from '../http/cookies.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../http/names.ts';

/** Two weeks, like a remembered Laravel session; the fake never expires sessions on its own. */
const SESSION_MAX_AGE_S = 14 * 24 * 60 * 60;
const XSRF_MAX_AGE_S = 2 * 60 * 60;

/**
 * The session cookie. HttpOnly from the local server; readable by scripts in the browser host,
 * where msw can only set cookies through document.cookie (see README, "Cookies").
 */
export function sessionCookie(backend: MockBackend, sessionId: string): string {
  return serializeCookie(SESSION_COOKIE, sessionId, {
    httpOnly: backend.httpOnlySessionCookie,
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function clearedSessionCookie(backend: MockBackend): string {
  return serializeCookie(SESSION_COOKIE, '', {
    httpOnly: backend.httpOnlySessionCookie,
    maxAge: 0,
  });
}

/** The XSRF cookie is never HttpOnly: the client reads it to echo it in X-XSRF-TOKEN. */
export function xsrfCookie(token: string): string {
  return serializeCookie(XSRF_COOKIE, token, { maxAge: XSRF_MAX_AGE_S });
}
