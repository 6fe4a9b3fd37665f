import type { UserProfile } from '../model/UserProfile.ts';
import { PRESENCE_INFO_MAX_BYTES, type PresenceMemberInfo } from './presence.ts';

/** The UTF-8 length of the info's JSON, as Pusher counts it. */
function bytes(info: PresenceMemberInfo): number {
  let length = 0;
  for (const character of JSON.stringify(info)) {
    const code = character.codePointAt(0) ?? 0;
    length += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return length;
}

/**
 * What a presence channel carries of a user (the auth endpoint's `user_info`): id, names and the
 * picture. A picture that would take the info past Pusher's 1 KB (an uploaded one kept as a data
 * URI) is left out, and initials show instead; names are cut to fit as a last resort.
 */
export function getPresenceMemberInfo(
  user: Pick<UserProfile, 'id' | 'firstname' | 'lastname' | 'avatar'>,
): PresenceMemberInfo {
  const firstname = user.firstname.trim();
  const name = [firstname, user.lastname.trim()].filter(Boolean).join(' ');
  const info: PresenceMemberInfo = { id: user.id, name, firstname, avatar: user.avatar };
  if (bytes(info) <= PRESENCE_INFO_MAX_BYTES) return info;
  const plain: PresenceMemberInfo = { ...info, avatar: null };
  if (bytes(plain) <= PRESENCE_INFO_MAX_BYTES) return plain;
  return { ...plain, name: name.slice(0, 200), firstname: firstname.slice(0, 100) };
}
