import type { ApprovalStatus } from '@airtime/domain';
import { list, one } from '../decode/decoders.ts';
import { relationshipModel } from '../models/campaign.ts';
import { defineCall } from './defineCall.ts';

// Relationships (spec §7): a brand's standing with a creator. Agency staff see and change all;
// brand users see their brands' (not those still `unsent`) and set only approval_status; creator
// users see their creators'.

type Ids = number | readonly number[];

export type RelationshipSortField =
  | 'created_at'
  | 'updated_at'
  | 'started_on'
  | 'approval_status'
  | 'brand'
  | 'creator'
  | 'id';
/** `brand` and `creator` sort by name, `approval_status` in the domain's order. */
export type RelationshipSort = RelationshipSortField | `-${RelationshipSortField}`;

export interface RelationshipListQuery {
  readonly brand_id?: Ids;
  /** Creator ids. */
  readonly publisher_id?: Ids;
  readonly approval_status?: ApprovalStatus | readonly ApprovalStatus[];
  readonly is_active?: boolean;
  /** Part of the brand's or the creator's name. */
  readonly s?: string;
  readonly sort?: RelationshipSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface RelationshipUpdateInput {
  /** Brand users may not set `unsent`. */
  readonly approval_status?: ApprovalStatus;
  /** Agency staff only. */
  readonly is_active?: boolean;
  /** yyyy-MM-dd; agency staff only. */
  readonly started_on?: string | null;
  /** Why the decision, up to 1,000 characters: told to the other side with it, not stored. */
  readonly comment?: string | null;
}

export const listRelationships = /* @__PURE__ */ defineCall<RelationshipListQuery>()({
  method: 'GET',
  path: '/api/relationships',
  decode: list(relationshipModel),
});
/** With its brand, creator and their campaigns embedded. */
export const getRelationship = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/relationships/:id',
  decode: one(relationshipModel),
});
export const updateRelationship = /* @__PURE__ */ defineCall<never, RelationshipUpdateInput>()({
  method: 'PUT',
  path: '/api/relationships/:id',
  decode: one(relationshipModel),
});
