import { list, one } from '../decode/decoders.ts';
import { agencyModel } from '../models/brand.ts';
import { defineCall } from './defineCall.ts';

// Agencies (spec §7 'Agencies, assignees, brands'): agency staff only. Filters, sorts and fields
// as the fake's handler (packages/mock-api/src/handlers/agencies.ts) takes them.

/** Sort of the agency list: a field, '-' first for descending. */
export type AgencySort = 'name' | '-name' | 'created_at' | '-created_at' | 'id' | '-id';

export interface AgencyListQuery {
  /** Part of the name, any case. */
  readonly s?: string;
  readonly ids?: readonly number[];
  /** Default 'name'. */
  readonly sort?: AgencySort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  /** `links.next` of an earlier page of the same sort. */
  readonly cursor?: string;
}

/**
 * Fields of an agency update; a create needs the name. The logo is not sent: the real PUT cannot
 * carry a file (no form data), so agency logos are not editable from the client.
 */
export interface AgencyInput {
  /** Unique, any case; up to 255 characters. */
  readonly name?: string;
  readonly website?: string | null;
  /** The agency's Airtime rep (its tcp_rep assignee), an agency staff user; null removes it. */
  readonly rep_user_id?: number | null;
}

export interface AgencyCreateInput extends AgencyInput {
  readonly name: string;
}

/** GET /api/agencies: a page of agencies, each with its rep. */
export const listAgencies = /* @__PURE__ */ defineCall<AgencyListQuery>()({
  method: 'GET',
  path: '/api/agencies',
  decode: list(agencyModel),
});

/** POST /api/agencies: 201 with the agency (rep and brands). */
export const createAgency = /* @__PURE__ */ defineCall<never, AgencyCreateInput>()({
  method: 'POST',
  path: '/api/agencies',
  decode: one(agencyModel),
});

/** GET /api/agencies/:id: the agency with its rep and brands. */
export const getAgency = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/agencies/:id',
  decode: one(agencyModel),
});

/** PUT /api/agencies/:id: changes the fields sent (at least one). */
export const updateAgency = /* @__PURE__ */ defineCall<never, AgencyInput>()({
  method: 'PUT',
  path: '/api/agencies/:id',
  decode: one(agencyModel),
});
