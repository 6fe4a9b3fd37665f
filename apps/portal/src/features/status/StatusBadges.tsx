import { StatusBadge, type StatusBadgeProps } from '@airtime/design-system';
import type {
  ApprovalStatus,
  CampaignStatus,
  EventProductionStatus,
  InvoiceStatus,
  PayoutStatus,
  PlanIoStatus,
  PlanningGroup,
  Priority,
  ProductionWorkflow,
  Projection,
} from '@airtime/domain';
import type { Badge } from './badge.ts';
import {
  attentionBadge,
  campaignStatusBadge,
  planIoStatusBadge,
  planningGroupBadge,
  priorityBadge,
} from './campaignBadges.ts';
import { type EventState, eventScheduleBadge, eventStateBadge } from './eventBadges.ts';
import { invoiceStatusBadge, payoutStatusBadge } from './financeBadges.ts';
import {
  IMPORTANT_BADGE,
  productionStatusBadge,
  projectionBadge,
  weightedProjectionBadge,
  workflowStatusBadge,
} from './productionBadges.ts';
import {
  activeBadge,
  airtimeCustomerBadge,
  approvalStatusBadge,
  conversionBadge,
  convertedBadge,
  integrationStateBadge,
  PRIMARY_BADGE,
  reviewBadge,
} from './recordBadges.ts';

// The one way a page shows a status: these badges, each over its status's Badge (badge.ts and the
// maps beside it), small as in a table unless told otherwise. No page picks a tone by hand.

interface Sized {
  /** @default 'sm' */
  readonly size?: StatusBadgeProps['size'];
}

function Shown({ badge, size = 'sm' }: { readonly badge: Badge } & Sized) {
  return <StatusBadge tone={badge.tone} label={badge.label} size={size} />;
}

/** A campaign's status (spec §4 titles). */
export function CampaignStatusBadge({ status, size }: { readonly status: CampaignStatus } & Sized) {
  return <Shown badge={campaignStatusBadge(status)} size={size} />;
}

/** A plan's or an IO's status. */
export function PlanIoStatusBadge({ status, size }: { readonly status: PlanIoStatus } & Sized) {
  return <Shown badge={planIoStatusBadge(status)} size={size} />;
}

/** A brand's decision on a creator. */
export function ApprovalStatusBadge({ status, size }: { readonly status: ApprovalStatus } & Sized) {
  return <Shown badge={approvalStatusBadge(status)} size={size} />;
}

/** An event production's status. */
export function ProductionStatusBadge({
  status,
  size,
}: { readonly status: EventProductionStatus } & Sized) {
  return <Shown badge={productionStatusBadge(status)} size={size} />;
}

/** A production's projection, with its weight ('High · 90%') where `weighted`. */
export function ProjectionBadge({
  projection,
  weighted = false,
  size,
}: { readonly projection: Projection; readonly weighted?: boolean } & Sized) {
  const badge = weighted ? weightedProjectionBadge(projection) : projectionBadge(projection);
  return <Shown badge={badge} size={size} />;
}

/** A campaign's priority. */
export function PriorityBadge({ priority, size }: { readonly priority: Priority } & Sized) {
  return <Shown badge={priorityBadge(priority)} size={size} />;
}

/** A planning board column. */
export function PlanningGroupBadge({ group, size }: { readonly group: PlanningGroup } & Sized) {
  return <Shown badge={planningGroupBadge(group)} size={size} />;
}

/** Aired, planned or not aired (getEventState). */
export function EventStateBadge({ state, size }: { readonly state: EventState } & Sized) {
  return <Shown badge={eventStateBadge(state)} size={size} />;
}

/** Aired, scheduled or planned, as the brand app reads an event. */
export function EventScheduleBadge({
  event,
  size,
}: { readonly event: Parameters<typeof eventScheduleBadge>[0] } & Sized) {
  return <Shown badge={eventScheduleBadge(event)} size={size} />;
}

/** Active or inactive (a brand, a relationship). */
export function ActiveBadge({ isActive, size }: { readonly isActive: boolean } & Sized) {
  return <Shown badge={activeBadge(isActive)} size={size} />;
}

/** Active or paused (an integration). */
export function IntegrationStateBadge({ isActive, size }: { readonly isActive: boolean } & Sized) {
  return <Shown badge={integrationStateBadge(isActive)} size={size} />;
}

/** Airtime customer or not (a brand). */
export function AirtimeCustomerBadge({
  isCustomer,
  size,
}: { readonly isCustomer: boolean } & Sized) {
  return <Shown badge={airtimeCustomerBadge(isCustomer)} size={size} />;
}

/** Converted or not (a creator). */
export function ConvertedBadge({ converted, size }: { readonly converted: boolean } & Sized) {
  return <Shown badge={convertedBadge(converted)} size={size} />;
}

/** Reviewed by traffic or still to review (an aired event). */
export function ReviewBadge({ isReviewed, size }: { readonly isReviewed: boolean } & Sized) {
  return <Shown badge={reviewBadge(isReviewed)} size={size} />;
}

/** Where a prospect's conversion stands. */
export function ConversionBadge({ status, size }: { readonly status: string } & Sized) {
  return <Shown badge={conversionBadge(status)} size={size} />;
}

/** How long a plan has sat in its step, when it needs attention. */
export function AttentionBadge({
  groupDuration,
  size,
}: { readonly groupDuration: string | null } & Sized) {
  return <Shown badge={attentionBadge(groupDuration)} size={size} />;
}

/** The primary one of several (a contact, a payment preference). */
export function PrimaryBadge({ size }: Sized) {
  return <Shown badge={PRIMARY_BADGE} size={size} />;
}

/** A production flagged as important. */
export function ImportantBadge({ size }: Sized) {
  return <Shown badge={IMPORTANT_BADGE} size={size} />;
}

/** Where one production workflow stands. */
export function WorkflowStatusBadge({
  workflow,
  status,
  size,
}: { readonly workflow: ProductionWorkflow; readonly status: string } & Sized) {
  return <Shown badge={workflowStatusBadge(workflow, status)} size={size} />;
}

/** A brand invoice's status. */
export function InvoiceStatusBadge({ status, size }: { readonly status: InvoiceStatus } & Sized) {
  return <Shown badge={invoiceStatusBadge(status)} size={size} />;
}

/** A creator payout's status. */
export function PayoutStatusBadge({ status, size }: { readonly status: PayoutStatus } & Sized) {
  return <Shown badge={payoutStatusBadge(status)} size={size} />;
}
