import type { Event } from '@airtime/domain';
import type { UserContext } from '../http/route.ts';

// The history traffic's `event description changes` shows (decisions §9): each edit of an
// event's title (its description, as the lists show it) or video link, by whom and when.

/** Keeps what changed in the event's description (title) and link, for traffic's review. */
export function recordDescriptionChanges(
  context: UserContext<string>,
  before: Event,
  after: Event,
): void {
  const { user } = context;
  for (const field of ['title', 'url'] as const) {
    if (before[field] === after[field]) continue;
    context.store.eventDescriptionChanges.insert({
      event_id: before.id,
      field,
      from: before[field],
      to: after[field],
      user_name: `${user.firstname} ${user.lastname}`.trim(),
      created_at: after.updated_at,
    });
  }
}
