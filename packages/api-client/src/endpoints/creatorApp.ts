import { list } from '../decode/decoders.ts';
import { brandModel } from '../models/brand.ts';
import { defineCall } from './defineCall.ts';

// The creator app's brand list (spec §7 'GET /api/creator/brands'; the by-id path is the fake's
// choice for 'loading the creator's brand list'): the brands a creator works with, active and
// inactive, each with `last_event_date` as the day that creator's latest event for it aired.
// Agency staff and creator users; brand users get 403.

export type CreatorBrandSortField = 'name' | 'last_event_date' | 'id';
export type CreatorBrandSort = CreatorBrandSortField | `-${CreatorBrandSortField}`;

export interface CreatorBrandListQuery {
  readonly is_active?: boolean;
  /** Text in the brand's name. */
  readonly s?: string;
  /** Default `name`. */
  readonly sort?: CreatorBrandSort;
  /** 1 to 100, default 100. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** GET /api/creator/brands also takes the creator to show, else the session's selected one. */
export interface SelectedCreatorBrandListQuery extends CreatorBrandListQuery {
  /** Else the creator chosen with POST /api/creator/select, else the creator user's first. */
  readonly creator_id?: number;
}

/** The brands of the creator the creator app shows (named, selected, or the user's first). */
export const listCreatorAppBrands = /* @__PURE__ */ defineCall<SelectedCreatorBrandListQuery>()({
  method: 'GET',
  path: '/api/creator/brands',
  decode: list(brandModel),
});

/** The brands of a named creator. */
export const listCreatorBrands = /* @__PURE__ */ defineCall<CreatorBrandListQuery>()({
  method: 'GET',
  path: '/api/creators/:id/brands',
  decode: list(brandModel),
});
