/** The private channel of one user, for their notifications (decisions §5). */
export function getUserChannel(userId: number): string {
  return `private-user.${userId}`;
}
