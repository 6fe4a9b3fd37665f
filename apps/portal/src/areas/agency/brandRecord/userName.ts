import type { UserSummary } from '@airtime/domain';

/** A user's full name, or their email when they have none. */
export function getUserName(user: Pick<UserSummary, 'firstname' | 'lastname' | 'email'>): string {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name === '' ? user.email : name;
}
