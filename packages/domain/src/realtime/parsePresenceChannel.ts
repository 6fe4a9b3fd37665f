import { PRESENCE_SUBJECTS, type PresenceSubject } from './presence.ts';

const PATTERN = /^presence-([a-z]+)\.([1-9]\d{0,9})$/;

/** The record a presence channel is about, or null when the name is not one of ours. */
export function parsePresenceChannel(
  name: string,
): { readonly subject: PresenceSubject; readonly id: number } | null {
  const match = PATTERN.exec(name);
  if (match === null) return null;
  const subject = PRESENCE_SUBJECTS.find((candidate) => candidate === match[1]);
  const id = Number(match[2]);
  return subject === undefined || !Number.isSafeInteger(id) ? null : { subject, id };
}
