import type {
  Agency,
  BookingDecision,
  Brand,
  BrandCustomMetricType,
  Campaign,
  Category,
  Channel,
  Contact,
  Country,
  Creator,
  Event,
  EventDescriptionChange,
  EventProduction,
  Industry,
  Integration,
  Invoice,
  InvoicingCustomer,
  IoDocument,
  Language,
  Message,
  MessageReaction,
  Notification,
  Offer,
  PaymentPreference,
  Payout,
  Process,
  PromoCode,
  Relationship,
  ReportLink,
  SalesActivity,
  Sponsorship,
  Tag,
  Thread,
  ThreadSubscription,
  Tracker,
} from '@airtime/domain';
import { eventMonth } from './eventDates.ts';
import type {
  AssigneeRow,
  BrandAgency,
  BrandCompetitorsRow,
  PageMetricRecord,
  ProductionTag,
  RoleGrantRecord,
  SavedViewRow,
  SignupRequestRecord,
  StoredUser,
  ThreadRead,
} from './records.ts';
import { subjectKey } from './subjectKey.ts';
import { type SnapshotTable, Table, type TableSnapshot } from './Table.ts';

const soft = true;
const hard = false;

/** Every table of spec §3, with the indexes the handlers' hot lookups use. */
function defineTables(onChange: () => void) {
  const table = <T extends { readonly id: number }>() => {
    return <I extends Readonly<Record<string, (row: T) => string | number | boolean | null>>>(
      name: string,
      softDelete: boolean,
      indexes: I,
    ) => new Table<T, I>(name, { softDelete, indexes }, onChange);
  };
  return {
    users: table<StoredUser>()('users', soft, {
      email: (row) => row.email.toLowerCase(),
      business_role: (row) => row.business_role,
    }),
    agencies: table<Agency>()('agencies', soft, {}),
    assignees: table<AssigneeRow>()('assignees', hard, {
      subject: (row) => subjectKey(row.subject_type, row.subject_id),
      user_id: (row) => row.user_id,
    }),
    brands: table<Brand>()('brands', soft, {
      representative_id: (row) => row.representative_id,
    }),
    brandAgencies: table<BrandAgency>()('brandAgencies', hard, {
      brand_id: (row) => row.brand_id,
      agency_id: (row) => row.agency_id,
    }),
    brandCustomMetricTypes: table<BrandCustomMetricType>()('brandCustomMetricTypes', soft, {
      brand_id: (row) => row.brand_id,
    }),
    campaigns: table<Campaign>()('campaigns', soft, {
      brand_id: (row) => row.brand_id,
      publisher_id: (row) => row.publisher_id,
      content_id: (row) => row.content_id,
    }),
    channels: table<Channel>()('channels', soft, {
      publisher_id: (row) => row.publisher_id,
    }),
    creators: table<Creator>()('creators', soft, {}),
    events: table<Event>()('events', soft, {
      content_id: (row) => row.content_id,
      publisher_id: (row) => row.publisher_id,
      brand_id: (row) => row.brand_id,
      // 'yyyy-MM' of the aired (else planned) day: date-range lists read a few months, not all.
      month: (row) => eventMonth(row),
    }),
    eventDescriptionChanges: table<EventDescriptionChange>()('eventDescriptionChanges', hard, {
      event_id: (row) => row.event_id,
    }),
    sponsorships: table<Sponsorship>()('sponsorships', soft, {
      event_id: (row) => row.event_id,
      brand_id: (row) => row.brand_id,
    }),
    eventProductions: table<EventProduction>()('eventProductions', soft, {
      event_id: (row) => row.event_id,
      status: (row) => row.status,
    }),
    processes: table<Process>()('processes', hard, {
      subject: (row) => subjectKey(row.subject_type, row.subject_id),
    }),
    threads: table<Thread>()('threads', hard, {
      subject: (row) => subjectKey(row.subject_type, row.subject_id),
    }),
    messages: table<Message>()('messages', soft, {
      thread_id: (row) => row.thread_id,
    }),
    messageReactions: table<MessageReaction>()('messageReactions', hard, {
      message_id: (row) => row.message_id,
    }),
    threadSubscriptions: table<ThreadSubscription>()('threadSubscriptions', hard, {
      thread_id: (row) => row.thread_id,
      user_id: (row) => row.user_id,
    }),
    threadReads: table<ThreadRead>()('threadReads', hard, {
      thread_user: (row) => `${row.thread_id}:${row.user_id}`,
    }),
    trackers: table<Tracker>()('trackers', soft, {
      brand_id: (row) => row.brand_id,
      event_production_id: (row) => row.event_production_id,
    }),
    relationships: table<Relationship>()('relationships', soft, {
      brand_id: (row) => row.brand_id,
      publisher_id: (row) => row.publisher_id,
      pair: (row) => `${row.brand_id}:${row.publisher_id}`,
    }),
    offers: table<Offer>()('offers', soft, {
      brand_id: (row) => row.brand_id,
    }),
    promoCodes: table<PromoCode>()('promoCodes', hard, {
      brand_id: (row) => row.brand_id,
      publisher_id: (row) => row.publisher_id,
    }),
    integrations: table<Integration>()('integrations', soft, {
      brand_id: (row) => row.brand_id,
    }),
    contacts: table<Contact>()('contacts', soft, {
      subject: (row) => subjectKey(row.subject_type, row.subject_id),
    }),
    ioDocuments: table<IoDocument>()('ioDocuments', hard, {
      campaign_id: (row) => row.campaign_id,
    }),
    paymentPreferences: table<PaymentPreference>()('paymentPreferences', hard, {
      publisher_id: (row) => row.publisher_id,
    }),
    tags: table<Tag>()('tags', hard, {
      label: (row) => row.label.toLowerCase(),
    }),
    productionTags: table<ProductionTag>()('productionTags', hard, {
      event_production_id: (row) => row.event_production_id,
      tag_id: (row) => row.tag_id,
    }),
    countries: table<Country>()('countries', hard, {}),
    categories: table<Category>()('categories', hard, {}),
    industries: table<Industry>()('industries', hard, {}),
    languages: table<Language>()('languages', hard, {}),
    invoices: table<Invoice>()('invoices', soft, {
      brand_id: (row) => row.brand_id,
    }),
    payouts: table<Payout>()('payouts', soft, {
      publisher_id: (row) => row.publisher_id,
    }),
    notifications: table<Notification>()('notifications', hard, {
      user_id: (row) => row.user_id,
    }),
    // Added after snapshot version 1: restore() gives older snapshots these tables empty.
    pageMetrics: table<PageMetricRecord>()('pageMetrics', hard, {}),
    signupRequests: table<SignupRequestRecord>()('signupRequests', hard, {}),
    roleGrants: table<RoleGrantRecord>()('roleGrants', hard, {}),
    invoicingCustomers: table<InvoicingCustomer>()('invoicingCustomers', hard, {}),
    salesActivity: table<SalesActivity>()('salesActivity', hard, {
      brand_id: (row) => row.brand_id,
    }),
    reportLinks: table<ReportLink>()('reportLinks', hard, {
      brand_id: (row) => row.brand_id,
    }),
    brandCompetitors: table<BrandCompetitorsRow>()('brandCompetitors', hard, {
      brand_id: (row) => row.brand_id,
    }),
    bookingDecisions: table<BookingDecision>()('bookingDecisions', hard, {
      campaign_id: (row) => row.campaign_id,
      event_id: (row) => row.event_id,
    }),
    savedViews: table<SavedViewRow>()('savedViews', hard, {
      user_id: (row) => row.user_id,
    }),
  };
}

/** The tables of the store, by name. */
export type Tables = ReturnType<typeof defineTables>;
export type TableName = keyof Tables;

/** What a store was seeded from, kept in snapshots so a reload can say what it holds. */
export interface SeedInfo {
  readonly scale: string;
  readonly seed: number;
  /** The day the seed's dates are relative to, yyyy-MM-dd. */
  readonly referenceDate: string;
}

/** The whole store as JSON. */
export interface StoreSnapshot {
  readonly version: typeof STORE_SNAPSHOT_VERSION;
  readonly seed: SeedInfo;
  readonly tables: { readonly [K in TableName]: TableSnapshot<unknown> };
}

/** Bumped whenever a table or a row shape changes, so an old saved file is reseeded, not misread. */
export const STORE_SNAPSHOT_VERSION = 1;

/** The relational in-memory store: every table, a revision counter, snapshot and restore. */
export interface Store extends Tables {
  readonly seedInfo: SeedInfo;
  /** Grows on every change to any table. */
  readonly revision: number;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  toSnapshot(): StoreSnapshot;
  /** Replaces every table by a snapshot's; throws when the snapshot's version is not this one. */
  restore(snapshot: StoreSnapshot): void;
  setSeedInfo(info: SeedInfo): void;
  /** Empties every table and resets the sequences. */
  clear(): void;
  /** Runs `work` with change listeners held back, then tells them once (seeding, restores). */
  batch<T>(work: () => T): T;
}

/** An empty store. */
export function createStore(): Store {
  const listeners = new Set<() => void>();
  let revision = 0;
  let seedInfo: SeedInfo = { scale: 'empty', seed: 0, referenceDate: '1970-01-01' };
  let muted = false;
  const onChange = () => {
    revision += 1;
    if (muted) return;
    for (const listener of listeners) listener();
  };
  const tables = defineTables(onChange);
  const names = Object.keys(tables) as TableName[];
  const tableOf = (name: TableName): SnapshotTable => tables[name];

  const store: Store = {
    ...tables,
    get seedInfo() {
      return seedInfo;
    },
    get revision() {
      return revision;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toSnapshot() {
      const snapshotTables = {} as Record<TableName, TableSnapshot<unknown>>;
      for (const name of names) snapshotTables[name] = tables[name].toSnapshot();
      return { version: STORE_SNAPSHOT_VERSION, seed: seedInfo, tables: snapshotTables };
    },
    restore(snapshot) {
      if (snapshot.version !== STORE_SNAPSHOT_VERSION) {
        throw new Error(`Unsupported store snapshot version ${String(snapshot.version)}`);
      }
      store.batch(() => {
        for (const name of names) {
          const tableSnapshot = snapshot.tables[name] ?? { sequence: 0, rows: [] };
          tableOf(name).restore(tableSnapshot);
        }
        seedInfo = snapshot.seed;
      });
    },
    clear() {
      store.batch(() => {
        for (const name of names) {
          tableOf(name).restore({ sequence: 0, rows: [] });
        }
      });
    },
    setSeedInfo(info) {
      seedInfo = info;
    },
    batch(work) {
      if (muted) return work();
      muted = true;
      try {
        return work();
      } finally {
        muted = false;
        onChange();
      }
    },
  };
  return store;
}
