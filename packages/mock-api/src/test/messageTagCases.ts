import type { Campaign, Event, MessageTag, SubjectType, Thread } from '@airtime/domain';
import {
  BRAND_PERSONA_BRAND_IDS,
  CREATOR_PERSONA_CREATOR_IDS,
  PERSONAS,
} from '../seed/personas.ts';
import type { Store } from '../store/createStore.ts';

// Which tagged records each outside persona may see named on a message: for every record type, one
// they may see and one they may not, picked from the seed by the rules of the records' own
// endpoints (README "Who sees what"), written out here apart from the code under test. Agency
// staff see them all; agency records are for agency staff only.

export type OutsideReader = 'brand' | 'creator';

export interface MessageTagCase {
  readonly reader: OutsideReader;
  /** What the record is to the reader, for the test's title. */
  readonly record: string;
  readonly tag: { readonly type: SubjectType; readonly id: number };
  /** Whether the reader may see the record, so gets it named in the tag's `subject`. */
  readonly named: boolean;
}

/** What a persona may see, record by record. */
interface SeenRecords {
  readonly brand: (brandId: number) => boolean;
  readonly creator: (creatorId: number) => boolean;
  readonly campaign: (campaign: Campaign) => boolean;
  readonly event: (event: Event) => boolean;
}

/** Each thread's subject, which a tag cannot name (the server makes it the primary tag). */
const THREAD_SUBJECT = { brand: ['brand', 2], creator: ['creator', 1] } as const;

/** The thread each outside persona reads the tags in: brand 2's brand thread, creator 1's creator thread. */
export function readerThread(store: Store, reader: OutsideReader): Thread {
  const [type, id] = THREAD_SUBJECT[reader];
  const thread = store.threads
    .all()
    .find((row) => row.subject_type === type && row.subject_id === id && row.visibility === reader);
  if (thread === undefined) throw new Error(`no ${reader} thread`);
  return thread;
}

export const readerUserId = (reader: OutsideReader) => PERSONAS[reader].id;

/** A sent tag list for the cases of one reader (the server puts the primary tag first). */
export function tagsOf(cases: readonly MessageTagCase[]): Array<Omit<MessageTag, 'is_primary'>> {
  return cases.map(({ tag }) => ({ type: tag.type, id: tag.id }));
}

function seenByBrandPersona(store: Store): SeenRecords {
  const brands = new Set<number>(BRAND_PERSONA_BRAND_IDS);
  const partners = new Set(
    store.relationships
      .all()
      .filter((row) => brands.has(row.brand_id))
      .map((row) => row.publisher_id),
  );
  return {
    brand: (id) => brands.has(id),
    creator: (id) => partners.has(id),
    campaign: (campaign) => brands.has(campaign.brand_id),
    event: (event) => event.brand_id !== null && brands.has(event.brand_id),
  };
}

function seenByCreatorPersona(store: Store): SeenRecords {
  const creators = new Set<number>(CREATOR_PERSONA_CREATOR_IDS);
  const partners = new Set(
    store.relationships
      .all()
      .filter((row) => creators.has(row.publisher_id))
      .map((row) => row.brand_id),
  );
  return {
    brand: (id) => partners.has(id),
    creator: (id) => creators.has(id),
    campaign: (campaign) => creators.has(campaign.publisher_id),
    event: (event) => creators.has(event.publisher_id),
  };
}

/** Every seeded record of each type (but agency) with whether the persona may see it. */
function recordsBySight(store: Store, sees: SeenRecords) {
  const eventSeen = (eventId: number) => {
    const event = store.events.get(eventId);
    return event !== undefined && sees.event(event);
  };
  return {
    brand: store.brands.all().map((row) => [row.id, sees.brand(row.id)] as const),
    creator: store.creators.all().map((row) => [row.id, sees.creator(row.id)] as const),
    channel: store.channels.all().map((row) => [row.id, sees.creator(row.publisher_id)] as const),
    campaign: store.campaigns.all().map((row) => [row.id, sees.campaign(row)] as const),
    event: store.events.all().map((row) => [row.id, sees.event(row)] as const),
    event_production: store.eventProductions
      .all()
      .map((row) => [row.id, eventSeen(row.event_id)] as const),
  };
}

function casesOf(store: Store, reader: OutsideReader, sees: SeenRecords): MessageTagCase[] {
  const [subjectType, subjectId] = THREAD_SUBJECT[reader];
  const cases: MessageTagCase[] = [];
  for (const [type, records] of Object.entries(recordsBySight(store, sees))) {
    for (const named of [true, false]) {
      const found = records.find(
        ([id, seen]) => seen === named && !(type === subjectType && id === subjectId),
      );
      if (found === undefined) throw new Error(`the seed has no such ${type}`);
      const noun = type.replace('_', ' ');
      const record = `${noun.startsWith('e') ? 'an' : 'a'} ${noun} they ${named ? 'may' : 'may not'} see`;
      cases.push({ reader, record, tag: { type: type as SubjectType, id: found[0] }, named });
    }
  }
  const agency = store.agencies.all()[0];
  if (agency !== undefined)
    cases.push({
      reader,
      record: 'an agency',
      tag: { type: 'agency', id: agency.id },
      named: false,
    });
  return cases;
}

/** Every case, the brand persona's then the creator persona's. */
export function messageTagCases(store: Store): MessageTagCase[] {
  return [
    ...casesOf(store, 'brand', seenByBrandPersona(store)),
    ...casesOf(store, 'creator', seenByCreatorPersona(store)),
  ];
}
