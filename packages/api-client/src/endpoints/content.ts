import type { ContentTypeId } from '@airtime/domain';
import { list, nothing, one } from '../decode/decoders.ts';
import { channelModel } from '../models/creator.ts';
import { defineCall } from './defineCall.ts';

// Content channels (spec §7 'GET, POST /api/content; PUT, DELETE /api/content/{id}'): a
// creator's shows and accounts. Listed for whoever may see their creator; written by agency staff
// and by creator users on their own creators. Writes go as multipart form data so a logo file can
// ride along (Laravel reads files only from POST, hence the update's `_method=PUT`).

type OneOrMany<T> = T | readonly T[];

export type ChannelSortField =
  | 'name'
  | 'subscribers_count'
  | 'created_at'
  | 'content_type_id'
  | 'id';
export type ChannelSort = ChannelSortField | `-${ChannelSortField}`;

export interface ChannelListQuery {
  /** Text in the name or the handle. */
  readonly s?: string;
  readonly ids?: readonly number[];
  /** Creator ids. */
  readonly publisher_id?: OneOrMany<number>;
  readonly content_type_id?: OneOrMany<ContentTypeId>;
  /** Default `name`. */
  readonly sort?: ChannelSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** PUT: any of these (at least one). */
export interface ChannelInput {
  readonly name?: string;
  readonly content_type_id?: ContentTypeId;
  /** Letters, digits, dots, dashes, underscores; a leading @ is dropped. */
  readonly handle?: string | null;
  /** http(s) URL. */
  readonly url?: string | null;
  /** An image file up to 1 MB; null removes the logo. */
  readonly logo?: Blob | null;
  readonly subscribers_count?: number | null;
}

/** POST: the creator, the name and the content type are required. */
export interface ChannelCreateInput extends ChannelInput {
  readonly publisher_id: number;
  readonly name: string;
  readonly content_type_id: ContentTypeId;
}

/** Channels with their creators filled from `included.creators`. */
export const listChannels = /* @__PURE__ */ defineCall<ChannelListQuery>()({
  method: 'GET',
  path: '/api/content',
  decode: list(channelModel),
});

export const createChannel = /* @__PURE__ */ defineCall<never, ChannelCreateInput>()({
  method: 'POST',
  path: '/api/content',
  bodyType: 'form',
  decode: one(channelModel),
});

export const updateChannel = /* @__PURE__ */ defineCall<never, ChannelInput>()({
  method: 'PUT',
  path: '/api/content/:id',
  methodOverride: 'PUT',
  bodyType: 'form',
  decode: one(channelModel),
});

/** Soft-deletes a channel. */
export const deleteChannel = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/content/:id',
  decode: nothing,
});
