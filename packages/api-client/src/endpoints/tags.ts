import { list, one } from '../decode/decoders.ts';
import { tagModel } from '../models/event.ts';
import { defineCall } from './defineCall.ts';

// Tags (spec §7 'GET /api/tags; POST /api/tags with label'): free labels the agency puts on
// event productions. Agency staff only; a label is unique whatever its case.

export type TagSortField = 'label' | 'id';
export type TagSort = TagSortField | `-${TagSortField}`;

export interface TagListQuery {
  /** Text in the label. */
  readonly s?: string;
  readonly ids?: readonly number[];
  /** Default `label`. */
  readonly sort?: TagSort;
  /** 1 to 100, default 100. */
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface TagInput {
  /** At most 50 characters; inner spaces collapse. A taken label is a 422 on `label`. */
  readonly label: string;
}

export const listTags = /* @__PURE__ */ defineCall<TagListQuery>()({
  method: 'GET',
  path: '/api/tags',
  decode: list(tagModel),
});

export const createTag = /* @__PURE__ */ defineCall<never, TagInput>()({
  method: 'POST',
  path: '/api/tags',
  decode: one(tagModel),
});
