import {
  type Brand,
  type Campaign,
  type Creator,
  type Event,
  type EventProduction,
  formatCampaignName,
  formatProductionDay,
  formatProductionName,
  type MessageTag,
  type SubjectType,
  type ThreadSubject,
} from '@airtime/domain';
import { SUBJECT_TYPE_LABELS } from './inboxSubjects.ts';

/** The most tags a message carries besides the thread's own (the messages endpoint's limit). */
export const MAX_MESSAGE_TAGS = 20;

type RecordRef = { readonly type: SubjectType; readonly id: number };

/** A tag's key among others of every type: ids repeat across types. */
export function tagKey(tag: RecordRef): string {
  return `${tag.type}:${tag.id}`;
}

/**
 * The tags a message shows: not the primary one (it is the thread itself), each record once, and
 * none that is not a record reference (a server may send anything; the decoder already drops most).
 */
export function getShownTags(tags: readonly MessageTag[] | undefined): MessageTag[] {
  const seen = new Set<string>();
  const shown: MessageTag[] = [];
  for (const tag of Array.isArray(tags) ? tags : []) {
    if (typeof tag !== 'object' || tag === null || tag.is_primary) continue;
    if (!Object.hasOwn(SUBJECT_TYPE_LABELS, tag.type) || !Number.isSafeInteger(tag.id)) continue;
    const key = tagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push(tag);
  }
  return shown;
}

/**
 * The record a tag names: the one the server embedded, else what it is while its name is unknown
 * ('Brand 12'), with the brand or creator behind it when the tag is that brand or creator.
 */
export function getTagSubject(tag: MessageTag): ThreadSubject {
  if (tag.subject !== undefined) return tag.subject;
  return {
    type: tag.type,
    id: tag.id,
    name: `${SUBJECT_TYPE_LABELS[tag.type]} ${tag.id}`,
    logo: null,
    brand_id: tag.type === 'brand' ? tag.id : null,
    creator_id: tag.type === 'creator' ? tag.id : null,
  };
}

/**
 * The chosen tags with one more: unchanged when it is already there, is the thread's own record
 * (its primary tag), or the list is full.
 */
export function addTag<T extends RecordRef>(
  tags: readonly T[],
  tag: T,
  threadSubject?: RecordRef,
): readonly T[] {
  if (tags.length >= MAX_MESSAGE_TAGS) return tags;
  if (threadSubject !== undefined && tagKey(threadSubject) === tagKey(tag)) return tags;
  if (tags.some((chosen) => tagKey(chosen) === tagKey(tag))) return tags;
  return [...tags, tag];
}

/** The chosen tags without the one of this key. */
export function removeTag<T extends RecordRef>(tags: readonly T[], key: string): readonly T[] {
  const kept = tags.filter((tag) => tagKey(tag) !== key);
  return kept.length === tags.length ? tags : kept;
}

/** Whether two tag lists name the same records, in any order: an edit need not send unchanged tags. */
export function isSameTagSet(a: readonly RecordRef[], b: readonly RecordRef[]): boolean {
  const keys = new Set(a.map(tagKey));
  const other = new Set(b.map(tagKey));
  return keys.size === other.size && [...keys].every((key) => other.has(key));
}

/** The types of record the tag picker finds (productions only for agency staff). */
export const TAGGABLE_TYPES = ['brand', 'creator', 'campaign', 'event_production'] as const;
export type TaggableType = (typeof TAGGABLE_TYPES)[number];

/**
 * A calendar day (yyyy-MM-dd) as a production tag's name shows it, 'MMM d, yyyy': 'Nov 5, 2026';
 * null when it is not such a day. The domain's rule, as the server names an event's thread.
 */
export const formatTagDay = formatProductionDay;

/** A production as the tag picker finds it: its event with the event's brand and creator. */
export type FoundProduction = Pick<EventProduction, 'id'> & {
  readonly event?:
    | (Pick<Event, 'brand_id' | 'publisher_id' | 'planned_date' | 'aired_date'> & {
        readonly brand?: Pick<Brand, 'name' | 'logo'> | undefined;
        readonly creator?: Pick<Creator, 'name' | 'logo'> | undefined;
      })
    | undefined;
};

/**
 * A found record as a tag names it (the server's ThreadSubject), or null while its name is
 * unknown: a campaign is '{brand} × {creator}', a production '{brand} on {creator}, {aired day,
 * else planned day}' (the creator alone for an unbooked event), as the inbox names their threads.
 */
export function toTagSubject(
  found:
    | { readonly type: 'brand'; readonly record: Pick<Brand, 'id' | 'name' | 'logo'> }
    | { readonly type: 'creator'; readonly record: Pick<Creator, 'id' | 'name' | 'logo'> }
    | {
        readonly type: 'campaign';
        readonly record: Pick<Campaign, 'id' | 'brand_id' | 'publisher_id' | 'brand' | 'creator'>;
      }
    | { readonly type: 'event_production'; readonly record: FoundProduction },
): ThreadSubject | null {
  switch (found.type) {
    case 'brand':
    case 'creator': {
      const { id, name, logo } = found.record;
      const own = found.type === 'brand';
      return {
        type: found.type,
        id,
        name,
        logo,
        brand_id: own ? id : null,
        creator_id: own ? null : id,
      };
    }
    case 'campaign': {
      const { id, brand, creator, brand_id, publisher_id } = found.record;
      if (brand === undefined || creator === undefined) return null;
      return {
        type: 'campaign',
        id,
        name: formatCampaignName({ brand: brand.name, creator: creator.name }),
        logo: brand.logo,
        brand_id,
        creator_id: publisher_id,
      };
    }
    case 'event_production': {
      const { id, event } = found.record;
      if (event === undefined || event.creator === undefined) return null;
      const { brand, creator } = event;
      if (event.brand_id !== null && brand === undefined) return null;
      return {
        type: 'event_production',
        id,
        name: formatProductionName({
          brand: brand?.name ?? null,
          creator: creator.name,
          airedDate: event.aired_date,
          plannedDate: event.planned_date,
        }),
        logo: brand?.logo ?? creator.logo,
        brand_id: event.brand_id,
        creator_id: event.publisher_id,
      };
    }
  }
}
