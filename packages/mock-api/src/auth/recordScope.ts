import { type Event, getAppType } from '@airtime/domain';
import { forbidden, found } from '../http/HttpError.ts';
import type { UserContext } from '../http/route.ts';
import type { StoredUser } from '../store/records.ts';

// Who sees the records of events, production, offers, trackers and payments (the spec does not
// show it; README "Who sees what"): agency staff all; a brand user the records of their brands;
// a creator user the records of their creators.

/** The brands and creators a user's records are limited to; `all` for agency staff. */
export interface RecordScope {
  readonly all: boolean;
  readonly brandIds: ReadonlySet<number>;
  readonly creatorIds: ReadonlySet<number>;
}

export function recordScope(user: StoredUser): RecordScope {
  const appType = getAppType(user.business_role);
  return {
    all: appType === 'agency',
    brandIds: new Set(appType === 'brand' ? user.brand_ids : []),
    creatorIds: new Set(appType === 'creator' ? user.creator_ids : []),
  };
}

/** Whether a record of a brand (and maybe of a creator) is in the scope. */
export function inScope(
  scope: RecordScope,
  brandId: number | null,
  creatorId: number | null = null,
): boolean {
  return (
    scope.all ||
    (brandId !== null && scope.brandIds.has(brandId)) ||
    (creatorId !== null && scope.creatorIds.has(creatorId))
  );
}

/** Whether a user may see an event: agency staff all, brand users their brands', creators theirs. */
export function canSeeEvent(
  scope: RecordScope,
  event: Pick<Event, 'brand_id' | 'publisher_id'>,
): boolean {
  return inScope(scope, event.brand_id, event.publisher_id);
}

/** An event the user may see, or 404 / 403. */
export function visibleEvent(context: UserContext<string>, eventId: number): Event {
  const event = found(context.store.events.get(eventId), 'Event', eventId);
  if (!canSeeEvent(recordScope(context.user), event))
    forbidden('You do not have access to this event.');
  return event;
}
