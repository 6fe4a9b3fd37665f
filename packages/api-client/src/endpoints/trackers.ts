import type { Tracker, TrackerType } from '@airtime/domain';
import * as v from 'valibot';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import { DecodeError, type Decoder, list, nothing, one, shape } from '../decode/decoders.ts';
import { trackerModel } from '../models/sales.ts';
import { defineCall } from './defineCall.ts';

// Trackers (spec §7): how a sponsorship's sales are attributed. Agency staff see all and change
// them; brand users see their brands'. `landing` needs domain and promocode, `promo_link` needs
// link (spec §5: any other type is a 422). A tracker with event_production_id is that
// production's tracker.

type Ids = number | readonly number[];

export type TrackerSortField = 'id' | 'created_at' | 'last_checked_at' | 'type';
export type TrackerSort = TrackerSortField | `-${TrackerSortField}`;

export interface TrackerListQuery {
  readonly brand_id?: Ids;
  readonly event_production_id?: Ids;
  readonly type?: TrackerType | readonly TrackerType[];
  readonly is_active?: boolean;
  readonly sort?: TrackerSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

interface TrackerCommonInput {
  readonly brand_id: number;
  /** Links the tracker to one of the brand's productions (it becomes its tracker). */
  readonly event_production_id?: number | null;
  readonly is_active?: boolean;
}

/** A new tracker: the fields its type needs. */
export type TrackerInput = TrackerCommonInput &
  (
    | {
        readonly type: 'landing';
        /** Host and path, no scheme: 'acme.com/podcast'. */
        readonly domain: string;
        /** Stored upper-case. */
        readonly promocode: string;
      }
    | { readonly type: 'promo_link'; readonly link: string }
  );

/** A change; a change of type needs the new type's fields (422 otherwise). */
export interface TrackerUpdateInput extends Partial<TrackerCommonInput> {
  readonly type?: TrackerType;
  readonly domain?: string;
  readonly promocode?: string;
  readonly link?: string;
}

/** What a run-check found. */
export interface TrackerCheck {
  readonly ok: boolean;
  readonly message: string;
  /** ISO date-time. */
  readonly checked_at: string;
}

export interface TrackerCheckResult {
  /** The tracker with its new last_checked_at. */
  readonly tracker: Tracker;
  readonly check: TrackerCheck;
}

const checkAnswerSchema = v.looseObject({
  data: v.unknown(),
  check: v.object({ ok: v.boolean(), message: v.string(), checked_at: v.string() }),
});

/** `{ data: tracker, check: { ok, message, checked_at } }`. */
const decodeCheck: Decoder<TrackerCheckResult> = (raw, warn) => {
  const { data, check } = shape(checkAnswerSchema, 'a tracker check')(raw, warn);
  const tracker = decodeRecord(trackerModel, data, createDecodeContext(warn));
  if (tracker === undefined) throw new DecodeError('The tracker the server sent is not usable.');
  return { tracker, check };
};

export const listTrackers = /* @__PURE__ */ defineCall<TrackerListQuery>()({
  method: 'GET',
  path: '/api/trackers',
  decode: list(trackerModel),
});
export const createTracker = /* @__PURE__ */ defineCall<never, TrackerInput>()({
  method: 'POST',
  path: '/api/trackers',
  decode: one(trackerModel),
});
export const updateTracker = /* @__PURE__ */ defineCall<never, TrackerUpdateInput>()({
  method: 'PUT',
  path: '/api/trackers/:id',
  decode: one(trackerModel),
});
/** Soft delete; its production lets go of it. 204. */
export const deleteTracker = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/trackers/:id',
  decode: nothing,
});
/** Checks the tracker end to end and stamps last_checked_at. */
export const runTrackerCheck = /* @__PURE__ */ defineCall()({
  method: 'POST',
  path: '/api/tracker/:id/run-check',
  decode: decodeCheck,
});
