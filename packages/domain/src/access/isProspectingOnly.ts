import type { UserProfile } from '../model/UserProfile.ts';

/** Whether Prospecting is the user's only role; any other role, even one unknown here, lifts it. */
export function isProspectingOnly(profile: Pick<UserProfile, 'roles'>): boolean {
  return profile.roles.length > 0 && profile.roles.every((role) => role === 'Prospecting');
}
