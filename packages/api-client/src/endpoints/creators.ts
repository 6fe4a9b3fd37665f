import type { ContentTypeId, CreatorGender } from '@airtime/domain';
import { list, nothing, one } from '../decode/decoders.ts';
import { creatorModel } from '../models/creator.ts';
import { defineCall } from './defineCall.ts';

// Creators, called publishers by the API (spec §7 'GET, POST /api/creators; GET, PUT, DELETE
// /api/creators/{id}'). Agency staff see all, creator users theirs, brand users those their
// brands work with; only agency staff write. Writes go as multipart form data so a logo file can
// ride along (Laravel reads files only from POST, hence the update's `_method=PUT`).

type OneOrMany<T> = T | readonly T[];

export type CreatorSortField = 'name' | 'created_at' | 'updated_at' | 'id';
export type CreatorSort = CreatorSortField | `-${CreatorSortField}`;

export interface CreatorListQuery {
  /** Text in the name or an outreach email. */
  readonly s?: string;
  readonly ids?: readonly number[];
  /** User ids of the creator managers. */
  readonly rep_cm?: OneOrMany<number>;
  /** User ids of the Airtime reps. */
  readonly rep_tcp?: OneOrMany<number>;
  readonly converted?: boolean;
  /** Creators with a relationship to one of these brands. */
  readonly brand_id?: OneOrMany<number>;
  /** Creators with a channel of one of these types. */
  readonly content_type_id?: OneOrMany<ContentTypeId>;
  /** Default `name`. */
  readonly sort?: CreatorSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/**
 * PUT: any of these (at least one). Sent as form data, so an empty `outreach_emails` list cannot
 * be sent (it would be left out): keep at least one address, or leave the field out.
 */
export interface CreatorInput {
  readonly name?: string;
  /** An image file up to 1 MB; null removes the logo. */
  readonly logo?: Blob | null;
  /** User id of an agency staff member, or null. */
  readonly rep_cm?: number | null;
  readonly rep_tcp?: number | null;
  /** At most 10; duplicates are dropped. */
  readonly outreach_emails?: readonly string[];
  readonly converted?: boolean;
  /** Years, 13 to 120, or null. */
  readonly age?: number | null;
  /** An ISO 3166-1 alpha-2 code of the countries dictionary, or null. */
  readonly country?: string | null;
  readonly gender?: CreatorGender | null;
  /** Up to 500 characters, several lines, or null. */
  readonly address?: string | null;
  /** Digits, spaces, + ( ) . -, or null. */
  readonly phone?: string | null;
}

/** POST: the name is required. */
export interface CreatorCreateInput extends CreatorInput {
  readonly name: string;
}

/** Creators with their channels embedded; CM and rep users in `included.users`. */
export const listCreators = /* @__PURE__ */ defineCall<CreatorListQuery>()({
  method: 'GET',
  path: '/api/creators',
  decode: list(creatorModel),
});

/** One creator; agency staff also get payment preferences, threads and the conversion process. */
export const getCreator = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/creators/:id',
  decode: one(creatorModel),
});

export const createCreator = /* @__PURE__ */ defineCall<never, CreatorCreateInput>()({
  method: 'POST',
  path: '/api/creators',
  bodyType: 'form',
  decode: one(creatorModel),
});

export const updateCreator = /* @__PURE__ */ defineCall<never, CreatorInput>()({
  method: 'PUT',
  path: '/api/creators/:id',
  methodOverride: 'PUT',
  bodyType: 'form',
  decode: one(creatorModel),
});

/** Soft-deletes the creator and its channels. */
export const deleteCreator = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/creators/:id',
  decode: nothing,
});
