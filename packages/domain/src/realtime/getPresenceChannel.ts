import type { PresenceSubject } from './presence.ts';

/** The presence channel of one record, e.g. `presence-campaign.12` (issue 23). */
export function getPresenceChannel(subject: PresenceSubject, id: number): string {
  return `presence-${subject}.${id}`;
}
