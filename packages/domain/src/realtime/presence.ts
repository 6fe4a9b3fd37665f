/** The records whose viewers see each other live (issue 23): a campaign, a production, a thread. */
export const PRESENCE_SUBJECTS = ['campaign', 'production', 'thread'] as const;
export type PresenceSubject = (typeof PRESENCE_SUBJECTS)[number];

/** What a presence channel tells of each member (Pusher's `user_info`), at most 1 KB of JSON. */
export interface PresenceMemberInfo {
  readonly id: number;
  /** The full name, as avatars and screen readers give it. */
  readonly name: string;
  /** The first name, as "Ada is typing…" says it. */
  readonly firstname: string;
  /** The picture's URL, or null (initials show) when there is none or it is too long to carry. */
  readonly avatar: string | null;
}

/** Pusher's limit on a presence member's `user_info`, in bytes of JSON. */
export const PRESENCE_INFO_MAX_BYTES = 1024;

/** The client event a thread's presence channel carries while someone writes (Echo's `whisper('typing')`). */
export const TYPING_EVENT = 'client-typing';

/** One person sends at most one typing event this often while they keep typing. */
export const TYPING_THROTTLE_MS = 2000;

/** A typing mark lapses this long after its person's last typing event. */
export const TYPING_EXPIRES_MS = 6000;
