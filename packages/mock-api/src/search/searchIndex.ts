import type { ContentTypeId, SearchResultType } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';

/** One searchable record, with its text folded once. */
export interface SearchEntry {
  readonly id: number;
  readonly type: SearchResultType;
  readonly name: string;
  readonly nameFolded: string;
  readonly logo: string | null;
  readonly contactEmail: string | null;
  readonly contactEmailFolded: string | null;
  readonly publisherId: number | null;
  readonly contentTypeId: ContentTypeId | null;
  readonly airtimeCustomer: boolean;
  readonly converted: boolean;
}

const cache = new WeakMap<
  Store,
  { revision: number; entries: Map<SearchResultType, SearchEntry[]> }
>();

/**
 * Every searchable record by type, rebuilt when the store has changed since the last search.
 * Folding 30,000 names per keystroke would cost more than the search itself at the large scale.
 */
export function getSearchIndex(store: Store): Map<SearchResultType, SearchEntry[]> {
  const cached = cache.get(store);
  if (cached !== undefined && cached.revision === store.revision) return cached.entries;
  const primaryEmail = (type: 'agency' | 'brand', id: number): string | null => {
    const contacts = store.contacts.lookup('subject', subjectKey(type, id));
    return (contacts.find((contact) => contact.is_primary) ?? contacts[0])?.email ?? null;
  };
  const entry = (fields: Omit<SearchEntry, 'nameFolded' | 'contactEmailFolded'>): SearchEntry => ({
    ...fields,
    nameFolded: fields.name.toLowerCase(),
    contactEmailFolded: fields.contactEmail?.toLowerCase() ?? null,
  });
  const entries = new Map<SearchResultType, SearchEntry[]>([
    [
      'agency',
      store.agencies.all().map((agency) =>
        entry({
          id: agency.id,
          type: 'agency',
          name: agency.name,
          logo: agency.logo,
          contactEmail: primaryEmail('agency', agency.id),
          publisherId: null,
          contentTypeId: null,
          airtimeCustomer: false,
          converted: false,
        }),
      ),
    ],
    [
      'brand',
      store.brands.all().map((brand) =>
        entry({
          id: brand.id,
          type: 'brand',
          name: brand.name,
          logo: brand.logo,
          contactEmail: primaryEmail('brand', brand.id),
          publisherId: null,
          contentTypeId: null,
          airtimeCustomer: brand.airtime_customer,
          converted: brand.converted,
        }),
      ),
    ],
    [
      'creator',
      store.creators.all().map((creator) =>
        entry({
          id: creator.id,
          type: 'creator',
          name: creator.name,
          logo: creator.logo,
          contactEmail: creator.outreach_emails[0] ?? null,
          publisherId: null,
          contentTypeId: null,
          airtimeCustomer: false,
          converted: creator.converted,
        }),
      ),
    ],
    [
      'channel',
      store.channels.all().map((channel) =>
        entry({
          id: channel.id,
          type: 'channel',
          name: channel.name,
          logo: channel.logo,
          contactEmail: null,
          publisherId: channel.publisher_id,
          contentTypeId: channel.content_type_id,
          airtimeCustomer: false,
          converted: false,
        }),
      ),
    ],
  ]);
  cache.set(store, { revision: store.revision, entries });
  return entries;
}
