/** What another page tells the login page through the router's state (e.g. after a reset). */
export interface LoginNoticeState {
  readonly notice: string;
}

/** The notice in a location's state, if one was passed. */
export function getLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
