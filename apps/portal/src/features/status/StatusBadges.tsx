import { StatusBadge } from '@airtime/design-system';
import type {
  ApprovalStatus,
  CampaignStatus,
  EventProductionStatus,
  PlanIoStatus,
  PlanningGroup,
  Projection,
} from '@airtime/domain';
import { type EventState, eventStateBadge } from './eventBadges.ts';
import {
  approvalStatusBadge,
  type Badge,
  campaignStatusBadge,
  planIoStatusBadge,
  planningGroupBadge,
  productionStatusBadge,
  projectionBadge,
} from './statusBadges.ts';

function SmallBadge({ badge }: { readonly badge: Badge }) {
  return <StatusBadge tone={badge.tone} label={badge.label} size="sm" />;
}

/** A campaign's status as a badge (spec §4 titles). */
export function CampaignStatusBadge({ status }: { readonly status: CampaignStatus }) {
  return <SmallBadge badge={campaignStatusBadge(status)} />;
}

/** A plan's or an IO's status as a badge. */
export function PlanIoStatusBadge({ status }: { readonly status: PlanIoStatus }) {
  return <SmallBadge badge={planIoStatusBadge(status)} />;
}

/** A brand's decision on a creator as a badge. */
export function ApprovalStatusBadge({ status }: { readonly status: ApprovalStatus }) {
  return <SmallBadge badge={approvalStatusBadge(status)} />;
}

/** An event production's status as a badge. */
export function ProductionStatusBadge({ status }: { readonly status: EventProductionStatus }) {
  return <SmallBadge badge={productionStatusBadge(status)} />;
}

/** A production's projection as a badge. */
export function ProjectionBadge({ projection }: { readonly projection: Projection }) {
  return <SmallBadge badge={projectionBadge(projection)} />;
}

/** A planning board column as a badge. */
export function PlanningGroupBadge({ group }: { readonly group: PlanningGroup }) {
  return <SmallBadge badge={planningGroupBadge(group)} />;
}

/** Aired, planned or not aired (getEventState). */
export function EventStateBadge({ state }: { readonly state: EventState }) {
  return <SmallBadge badge={eventStateBadge(state)} />;
}
