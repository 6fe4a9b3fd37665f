/** The session cookie (Laravel's is named after the app). */
export const SESSION_COOKIE = 'airtime_session';

/** Sanctum's XSRF cookie and the header that must echo it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** The header that switches the acting user (spec §6). */
export const IMPERSONATE_HEADER = 'x-impersonate-token';

/** The writer's Pusher socket (decisions §5): its change is not broadcast back to it. */
export const SOCKET_ID_HEADER = 'x-socket-id';

/** Laravel's messages, word for word, for the statuses the client reacts to (spec §8). */
export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  csrf: 'CSRF token mismatch.',
  forbidden: 'This action is unauthorized.',
  serverError: 'Server Error',
  impersonationOver: 'Impersonation session is over.',
  readOnly: 'Your account is read-only: you cannot make changes.',
} as const;
