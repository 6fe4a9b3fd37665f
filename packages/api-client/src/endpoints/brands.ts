import { list, one } from '../decode/decoders.ts';
import { brandModel, brandStatsModel } from '../models/brand.ts';
import { defineCall } from './defineCall.ts';

// Brands (spec §7 'Agencies, assignees, brands'). Agency staff see every brand, brand users
// theirs, creator users those their creators work with; writes are for agency staff, the budget
// also needs view_brands.revenue. Filters, sorts and fields as the fake's handler takes them
// (packages/mock-api/src/handlers/brands.ts).

/** Sort of the brand list: a field, '-' first for descending. */
export type BrandSort =
  | 'name'
  | '-name'
  | 'created_at'
  | '-created_at'
  | 'last_event_date'
  | '-last_event_date'
  | 'budget'
  | '-budget'
  | 'id'
  | '-id';

export interface BrandListQuery {
  /** Part of the name, any case. */
  readonly s?: string;
  /** The agency Brands tabs: Airtime customers (true) or Non-Airtime (false). */
  readonly airtime_customer?: boolean;
  readonly is_active?: boolean;
  readonly converted?: boolean;
  readonly agency_id?: readonly number[];
  readonly representative_id?: readonly number[];
  readonly industry_id?: readonly number[];
  readonly ids?: readonly number[];
  /** Default 'name'. */
  readonly sort?: BrandSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  /** `links.next` of an earlier page of the same sort. */
  readonly cursor?: string;
}

/**
 * Fields of a brand update (sent as form data, so a logo file can go with them); a create needs
 * the name. Null clears a field. Form data cannot carry an empty list, so `agency_ids: []` does
 * not clear the agencies.
 */
export interface BrandInput {
  /** Unique, any case; up to 255 characters. */
  readonly name?: string;
  /** An image up to 512 KB; null removes the logo. */
  readonly logo?: Blob | null;
  readonly website?: string | null;
  readonly industry_id?: number | null;
  readonly is_active?: boolean;
  readonly airtime_customer?: boolean;
  readonly converted?: boolean;
  /** An agency staff user. */
  readonly representative_id?: number | null;
  /** Replaces the brand's agencies. */
  readonly agency_ids?: readonly number[];
  /** Whole US dollars, 0 to 100,000,000,000. */
  readonly budget?: number | null;
}

export interface BrandCreateInput extends BrandInput {
  readonly name: string;
}

export interface BrandBudgetInput {
  /** Whole US dollars; null clears it. */
  readonly budget: number | null;
}

/** GET /api/brands: a page of brands, agencies embedded, representatives from included.users. */
export const listBrands = /* @__PURE__ */ defineCall<BrandListQuery>()({
  method: 'GET',
  path: '/api/brands',
  decode: list(brandModel),
});

/** POST /api/brands (form data, for the logo): 201 with the brand. */
export const createBrand = /* @__PURE__ */ defineCall<never, BrandCreateInput>()({
  method: 'POST',
  path: '/api/brands',
  bodyType: 'form',
  decode: one(brandModel),
});

/** GET /api/brands/:id: the brand with agencies, representative, metric types and threads. */
export const getBrand = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/brands/:id',
  decode: one(brandModel),
});

/** POST /api/brands/:id with _method=PUT (form data, spec §7): changes the fields sent. */
export const updateBrand = /* @__PURE__ */ defineCall<never, BrandInput>()({
  method: 'POST',
  path: '/api/brands/:id',
  methodOverride: 'PUT',
  bodyType: 'form',
  decode: one(brandModel),
});

/** GET /api/brand/:id/stats: the brand's headline figures. */
export const getBrandStats = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/brand/:id/stats',
  decode: one(brandStatsModel),
});

/** POST /api/brands/:id/budget: sets the yearly budget; answers the brand. */
export const updateBrandBudget = /* @__PURE__ */ defineCall<never, BrandBudgetInput>()({
  method: 'POST',
  path: '/api/brands/:id/budget',
  decode: one(brandModel),
});
