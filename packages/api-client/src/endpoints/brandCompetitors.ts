import { one } from '../decode/decoders.ts';
import { brandCompetitorsModel } from '../models/booking.ts';
import { defineCall } from './defineCall.ts';

// A brand's booking conflict setting (issue 23; ours): the brands it competes with and the days
// either side of a booking checked for their events. Agency staff and the brand's users read it;
// agency staff change it, as the other brand settings.

export interface BrandCompetitorsInput {
  /** The competing brands (not the brand itself); up to 50. */
  readonly competitor_brand_ids?: readonly number[];
  /** 0 to 90 days. */
  readonly window_days?: number;
}

/** GET /api/brands/:id/competitors: the list (`[]`) and window (14) until the brand sets them. */
export const getBrandCompetitors = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/brands/:id/competitors',
  decode: one(brandCompetitorsModel),
});

/** PUT /api/brands/:id/competitors: at least one of the two fields. */
export const updateBrandCompetitors = /* @__PURE__ */ defineCall<never, BrandCompetitorsInput>()({
  method: 'PUT',
  path: '/api/brands/:id/competitors',
  decode: one(brandCompetitorsModel),
});
