import { createStore, type Store } from '../store/createStore.ts';
import { Calendar } from './calendar.ts';
import { createPools } from './pools.ts';
import { Random } from './Random.ts';
import type { SeedContext } from './SeedContext.ts';
import { SCALES, type ScaleName } from './scales.ts';
import { seedAgencies } from './seedAgencies.ts';
import { seedBookingConflicts } from './seedBookingConflicts.ts';
import { seedBrands } from './seedBrands.ts';
import { seedCampaigns } from './seedCampaigns.ts';
import { seedCreators } from './seedCreators.ts';
import { seedDescriptionChanges } from './seedDescriptionChanges.ts';
import { seedEvents } from './seedEvents.ts';
import { seedFinance } from './seedFinance.ts';
import { seedForms } from './seedForms.ts';
import { seedInvoicingCustomers } from './seedInvoicingCustomers.ts';
import { seedReportLinks } from './seedReportLinks.ts';
import { seedSalesActivity } from './seedSalesActivity.ts';
import { seedSavedViews } from './seedSavedViews.ts';
import { seedThreads } from './seedThreads.ts';
import { seedAccess, seedDictionaries, seedUsers } from './seedUsers.ts';

export interface SeedOptions {
  readonly scale: ScaleName;
  /** Any integer; the same seed, scale and reference date give byte-identical data. */
  readonly seed: number;
  /**
   * The day the data is built around, yyyy-MM-dd: events span the year before it and six months
   * after. Passed in, never read from the clock, so a seed is reproducible.
   */
  readonly referenceDate: string;
}

/** The seed used when none is given. */
export const DEFAULT_SEED = 20_260_101;

/** Fills `store` (a new one when omitted) with the data of a scale. */
export function seedStore(options: SeedOptions, store: Store = createStore()): Store {
  const random = new Random(options.seed);
  const context: SeedContext = {
    store,
    random,
    pools: createPools(options.seed),
    calendar: new Calendar(options.referenceDate),
    counts: SCALES[options.scale],
    staffIds: [],
    brandIds: [],
    channelsByCreator: new Map(),
    campaignsByChannel: new Map(),
    offersByBrand: new Map(),
    // Working hours, 8:00 to 19:59 UTC.
    minute: () => random.int(8 * 60, 20 * 60 - 1),
  };
  store.batch(() => {
    store.clear();
    seedDictionaries(context);
    seedUsers(context);
    seedAgencies(context);
    seedBrands(context);
    seedCreators(context);
    seedAccess(context);
    seedCampaigns(context);
    const totals = seedEvents(context);
    seedDescriptionChanges(context);
    seedThreads(context);
    seedFinance(context, totals);
    seedForms(context);
    seedInvoicingCustomers(context);
    seedSalesActivity(context);
    seedReportLinks(context);
    seedBookingConflicts(context);
    seedSavedViews(context);
    store.setSeedInfo({
      scale: options.scale,
      seed: options.seed,
      referenceDate: options.referenceDate,
    });
  });
  return store;
}
