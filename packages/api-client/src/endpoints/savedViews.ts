import type { SavedView } from '@airtime/domain';
import * as v from 'valibot';
import { nothing, shape } from '../decode/decoders.ts';
import { defineCall } from './defineCall.ts';

// Saved views (issue 23, calls of ours): each user's named filters and sort of one list, stored
// as the domain's versioned payload (encodeSavedView). The server answers the user's own only.

/** A new view: the domain's payload (encodeSavedView), and whether it becomes the default. */
export interface SavedViewInput {
  readonly list: string;
  readonly name: string;
  readonly query: string;
  readonly version?: number;
  readonly is_default?: boolean;
}

/** A change to a view: rename it, rewrite its query, set or clear the default. */
export interface SavedViewUpdate {
  readonly name?: string;
  readonly query?: string;
  readonly version?: number;
  readonly is_default?: boolean;
}

const viewSchema = v.looseObject({
  id: v.number(),
  list: v.string(),
  name: v.string(),
  version: v.number(),
  query: v.string(),
  is_default: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});

const toView = (row: v.InferOutput<typeof viewSchema>): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  version: row.version,
  query: row.query,
  is_default: row.is_default,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const decodeView = shape(v.object({ data: viewSchema }), 'a saved view');
const decodeViews = shape(v.object({ data: v.array(viewSchema) }), 'a list of saved views');

/** GET /api/saved-views?list=: the signed-in user's views of a list, by name. */
export const listSavedViews = /* @__PURE__ */ defineCall<{ readonly list: string }>()({
  method: 'GET',
  path: '/api/saved-views',
  decode: (raw, warn) => decodeViews(raw, warn).data.map(toView),
});

/** POST /api/saved-views: saves a view; 422 for a blank, long or repeated name. */
export const createSavedView = /* @__PURE__ */ defineCall<never, SavedViewInput>()({
  method: 'POST',
  path: '/api/saved-views',
  decode: (raw, warn) => toView(decodeView(raw, warn).data),
});

/** PUT /api/saved-views/:id: renames, rewrites, or sets or clears the list's default. */
export const updateSavedView = /* @__PURE__ */ defineCall<never, SavedViewUpdate>()({
  method: 'PUT',
  path: '/api/saved-views/:id',
  decode: (raw, warn) => toView(decodeView(raw, warn).data),
});

/** DELETE /api/saved-views/:id. 204. */
export const deleteSavedView = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/saved-views/:id',
  decode: nothing,
});
