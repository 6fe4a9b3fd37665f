import type { UserSummary } from '@airtime/domain';

/** 'Ada Lovelace': a user's full name, or their email when they have no name. */
export function getUserName(
  user: Pick<UserSummary, 'firstname' | 'lastname'> & Partial<Pick<UserSummary, 'email'>>,
): string {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name === '' ? (user.email ?? '') : name;
}
