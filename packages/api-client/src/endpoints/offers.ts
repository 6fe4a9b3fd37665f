import { list, nothing, one } from '../decode/decoders.ts';
import { offerModel } from '../models/sales.ts';
import { defineCall } from './defineCall.ts';

// Offers (spec §7): what a brand pays per sponsorship. Agency staff see all and change them;
// brand users see their brands'. An offer needs a brand flat or CPA rate, and the creator's share
// of a rate never exceeds the brand's (422 otherwise).

type Ids = number | readonly number[];

export type OfferSortField = 'name' | 'created_at' | 'brand_flat_rate' | 'brand_cpa_rate' | 'id';
export type OfferSort = OfferSortField | `-${OfferSortField}`;

export interface OfferListQuery {
  readonly brand_id?: Ids;
  readonly is_active?: boolean;
  /** Words of the name. */
  readonly s?: string;
  readonly sort?: OfferSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

/** Rates are whole US dollars; null when unused. */
export interface OfferInput {
  readonly brand_id: number;
  readonly name: string;
  readonly description?: string | null;
  readonly brand_flat_rate?: number | null;
  readonly creator_flat_rate?: number | null;
  readonly brand_cpa_rate?: number | null;
  readonly creator_cpa_rate?: number | null;
  readonly is_active?: boolean;
}

export type OfferUpdateInput = Partial<OfferInput>;

export const listOffers = /* @__PURE__ */ defineCall<OfferListQuery>()({
  method: 'GET',
  path: '/api/offers',
  decode: list(offerModel),
});
export const createOffer = /* @__PURE__ */ defineCall<never, OfferInput>()({
  method: 'POST',
  path: '/api/offers',
  decode: one(offerModel),
});
export const updateOffer = /* @__PURE__ */ defineCall<never, OfferUpdateInput>()({
  method: 'PUT',
  path: '/api/offers/:id',
  decode: one(offerModel),
});
/** Soft delete; productions keep the offer's id (it leaves their `included`). 204. */
export const deleteOffer = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/offers/:id',
  decode: nothing,
});
