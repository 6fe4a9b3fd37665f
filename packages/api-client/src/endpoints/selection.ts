import { list, one } from '../decode/decoders.ts';
import { brandModel } from '../models/brand.ts';
import { selectableCreatorModel } from '../models/creator.ts';
import type { BrandListQuery } from './brands.ts';
import { defineCall } from './defineCall.ts';

// The brand and creator the brand and creator apps show (spec §4 'Selected brand or creator',
// §7): the lists one may choose from and the select calls, which keep the choice on the server's
// session (brand-app and creator-app reads cover the selected one). Shapes as the fake's
// handlers/brands.ts and handlers/creatorApp.ts answer them.

/** Sort of the selectable creators: a field, '-' first for descending. */
export type SelectableCreatorSort = 'name' | '-name' | 'id' | '-id';

export interface SelectableCreatorQuery {
  /** Part of the name, any case. */
  readonly s?: string;
  /** Default 'name'. */
  readonly sort?: SelectableCreatorSort;
  /** 1 to 100, default 100. */
  readonly per_page?: number;
  /** `links.next` of an earlier page of the same sort. */
  readonly cursor?: string;
}

export interface SelectBrandInput {
  readonly brand_id: number;
}

export interface SelectCreatorInput {
  readonly creator_id: number;
}

/** GET /api/brand/brands-with-access: a page of the brands the acting user may choose from. */
export const listBrandsWithAccess = /* @__PURE__ */ defineCall<BrandListQuery>()({
  method: 'GET',
  path: '/api/brand/brands-with-access',
  decode: list(brandModel),
});

/** GET /api//brand/brands-with-access/:id (the double slash is the spec's): the brands user `id` may see. */
export const listUserBrandsWithAccess = /* @__PURE__ */ defineCall<BrandListQuery>()({
  method: 'GET',
  path: '/api//brand/brands-with-access/:id',
  decode: list(brandModel),
});

/** POST /api/brand/select: keeps the chosen brand on the session; answers the brand. */
export const selectBrand = /* @__PURE__ */ defineCall<never, SelectBrandInput>()({
  method: 'POST',
  path: '/api/brand/select',
  decode: one(brandModel),
});

/** GET /api/creator/creators-with-access: a page of the creators the acting user may choose from. */
export const listCreatorsWithAccess = /* @__PURE__ */ defineCall<SelectableCreatorQuery>()({
  method: 'GET',
  path: '/api/creator/creators-with-access',
  decode: list(selectableCreatorModel),
});

/** POST /api/creator/select: keeps the chosen creator on the session; answers the creator. */
export const selectCreator = /* @__PURE__ */ defineCall<never, SelectCreatorInput>()({
  method: 'POST',
  path: '/api/creator/select',
  decode: one(selectableCreatorModel),
});

/**
 * The reads the server answers for the selected brand or creator: the brand app's (under
 * /api/brand/) and the creator app's (under /api/creator/), but the lists the choice is made from.
 * Paths, not calls, so the session holds no model of those apps (it is on the sign-in page).
 */
export const SELECTION_SCOPES = {
  brand: { under: '/api/brand/', except: '/api/brand/brands-with-access' },
  creator: { under: '/api/creator/', except: '/api/creator/creators-with-access' },
} as const;
