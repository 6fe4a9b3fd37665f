import type {
  AnalyticsAccessStatus,
  BriefStatus,
  EventProductionStatus,
  ProductionWorkflow,
  ProductShippingStatus,
  Projection,
  ScriptApprovalStatus,
} from '@airtime/domain';
import { list, many, one } from '../decode/decoders.ts';
import { eventProductionModel } from '../models/event.ts';
import { defineCall } from './defineCall.ts';
import type { EventFilters, EventPeriodSelection, EventRangeQuery } from './events.ts';

// Event production (spec §7): the agency's production board. Agency staff only. The list takes
// the event query (see events.ts) plus the production's own filters.

type Ids = number | readonly number[];

export type ProductionSortField =
  | 'date'
  | 'rate'
  | 'status'
  | 'projection'
  | 'is_important'
  | 'created_at'
  | 'updated_at'
  | 'id';
/** `status` sorts in board order, `projection` by weight; `-` first for descending. */
export type ProductionSort = ProductionSortField | `-${ProductionSortField}`;

export interface ProductionListQuery extends EventFilters, EventRangeQuery {
  /** Owner user ids. */
  readonly owner_id?: Ids;
  /** Backup user ids. */
  readonly backup_id?: Ids;
  readonly is_important?: boolean;
  /** `none`: no projection yet. */
  readonly projection?: Projection | 'none' | readonly (Projection | 'none')[];
  readonly tag_id?: Ids;
  readonly offer_id?: Ids;
  readonly event_id?: Ids;
  /** The domain's isInWork. */
  readonly in_work?: boolean;
  readonly sort?: ProductionSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

/** The board as hooks take it: `{ month: '2026-11', status: 'in-progress', sort: 'status' }`. */
export type ProductionSelection = Omit<ProductionListQuery, keyof EventRangeQuery> &
  EventPeriodSelection;

/** The fields a production can be edited with, alone or in a batch. */
export interface ProductionUpdateInput {
  readonly status?: EventProductionStatus;
  readonly is_important?: boolean;
  readonly projection?: Projection | null;
  /** One of the event's brand's offers. */
  readonly offer_id?: number | null;
  /** One of the brand's trackers that no other production uses. */
  readonly tracker_id?: number | null;
  /** Replaces the production's tags. */
  readonly tag_ids?: readonly number[];
  /** The agency user who owns it (its owner assignee); null for none. */
  readonly owner_id?: number | null;
  /** Its backup, as owner_id. */
  readonly backup_id?: number | null;
}

/** A batch edit from the board: the same fields for each production, all or none. */
export interface ProductionBatchInput extends Omit<ProductionUpdateInput, 'tracker_id'> {
  readonly ids: readonly number[];
}

/**
 * The statuses each production workflow can be set to (the domain's getWorkflowStatusOptions).
 * ProductionWorkflowStatusChange indexes it by every workflow, so a new workflow fails the typecheck.
 */
export interface ProductionWorkflowStatuses {
  readonly product_shipping: ProductShippingStatus;
  readonly brief: BriefStatus;
  readonly analytics_access: AnalyticsAccessStatus;
  readonly script_approval: ScriptApprovalStatus;
}

/** The body of setProductionWorkflowStatus: a status of the `:workflow` path param's list. */
export interface ProductionWorkflowStatusInput {
  readonly status: ProductionWorkflowStatuses[ProductionWorkflow];
}

/** One workflow status change, its status typed by its workflow: `{ id, workflow: 'brief', status: 'sent' }`. */
export type ProductionWorkflowStatusChange = {
  [W in ProductionWorkflow]: {
    readonly id: number;
    readonly workflow: W;
    readonly status: ProductionWorkflowStatuses[W];
  };
}[ProductionWorkflow];

export const listProductions = /* @__PURE__ */ defineCall<ProductionListQuery>()({
  method: 'GET',
  path: '/api/event-production',
  decode: list(eventProductionModel),
});
export const getProduction = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/event-production/:id',
  decode: one(eventProductionModel),
});
export const updateProduction = /* @__PURE__ */ defineCall<never, ProductionUpdateInput>()({
  method: 'PUT',
  path: '/api/event-production/:id',
  decode: one(eventProductionModel),
});
/** PUT on the list path: `{ ids, ...fields }`, answered with every production changed. */
export const batchUpdateProductions = /* @__PURE__ */ defineCall<never, ProductionBatchInput>()({
  method: 'PUT',
  path: '/api/event-production',
  decode: many(eventProductionModel),
});
/** Sets one workflow's status by hand (spec §4); `:workflow` is a ProductionWorkflow. */
export const setProductionWorkflowStatus = /* @__PURE__ */ defineCall<
  never,
  ProductionWorkflowStatusInput
>()({
  method: 'POST',
  path: '/api/event-production/:id/update-status/process/:workflow',
  decode: one(eventProductionModel),
});
