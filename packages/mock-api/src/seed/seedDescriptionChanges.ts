import { PERSONAS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';

/** Every how many aired events one had its title changed after it aired (Traffic's history). */
const EVERY = 20;

/**
 * A title change on some aired events, as an ops user would make it once the real title is known,
 * so Traffic's `event description changes` has history from the start. Draws no random numbers:
 * the rest of the seed stays as it was.
 */
export function seedDescriptionChanges({ store }: SeedContext): void {
  const ops = PERSONAS.ops;
  const aired = store.events.all().filter((event) => event.aired_date !== null);
  aired.forEach((event, index) => {
    if (index % EVERY !== 0) return;
    store.eventDescriptionChanges.insert({
      event_id: event.id,
      field: 'title',
      from: `Untitled upload ${event.id}`,
      to: event.title,
      user_name: `${ops.firstname} ${ops.lastname}`,
      created_at: event.updated_at,
    });
  });
}
