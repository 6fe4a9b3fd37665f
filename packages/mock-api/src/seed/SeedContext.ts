import type { Campaign, Channel, Offer } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import type { Calendar } from './calendar.ts';
import type { Pools } from './pools.ts';
import type { Random } from './Random.ts';
import type { ScaleCounts } from './scales.ts';

/** What the seed steps share: the store they fill and what they learned along the way. */
export interface SeedContext {
  readonly store: Store;
  readonly random: Random;
  readonly pools: Pools;
  readonly calendar: Calendar;
  readonly counts: ScaleCounts;
  /** Agency staff user ids (ops personas included) for reps, owners and message authors. */
  readonly staffIds: number[];
  /** Brand ids of every seeded brand. */
  readonly brandIds: number[];
  /** Channels by creator id. */
  readonly channelsByCreator: Map<number, Channel[]>;
  /** Campaigns by channel id, the brands an event on that channel can be booked for. */
  readonly campaignsByChannel: Map<number, Campaign[]>;
  readonly offersByBrand: Map<number, Offer[]>;
  /** Minutes of the day, spread through working hours, for timestamps. */
  minute(): number;
}
