import type { BookingConflict, BookingDecision, BrandCompetitors } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { brandModel } from './brand.ts';
import { id, optionalNumber } from './fields.ts';

/** A creator's event for a competing brand near a booking (GET /api/booking-conflicts; ours). */
export const bookingConflictSchema = v.looseObject({
  event_id: id,
  title: v.string(),
  brand_id: id,
  brand_name: v.string(),
  date: v.string(),
}) satisfies v.GenericSchema<unknown, BookingConflict>;

/** A decision to book despite conflicts, as the campaign detail sends it (`booking_decisions`). */
export const bookingDecisionModel: RecordModel<BookingDecision> =
  /* @__PURE__ */ defineModel<BookingDecision>()({
    name: 'booking decision',
    schema: v.looseObject({
      id,
      campaign_id: optionalNumber,
      event_id: id,
      date: v.string(),
      user_id: id,
      user_name: v.string(),
      decided_at: v.string(),
      conflicts: v.array(bookingConflictSchema),
    }),
  });

/** A brand's competitors and conflict window (GET /api/brands/{id}/competitors; ours). */
export const brandCompetitorsModel: RecordModel<BrandCompetitors> =
  /* @__PURE__ */ defineModel<BrandCompetitors>()({
    name: 'brand competitors',
    schema: v.looseObject({
      brand_id: id,
      competitor_brand_ids: v.array(id),
      window_days: v.number(),
    }),
    relations: { competitors: { kind: 'many', model: () => brandModel } },
  });
