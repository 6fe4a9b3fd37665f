import { StatusBadge } from '@airtime/design-system';
import type {
  ApprovalStatus,
  CampaignStatus,
  EventProductionStatus,
  PlanIoStatus,
  PlanningGroup,
  Projection,
} from '@airtime/domain';
import {
  type EventState,
  getApprovalStatusLook,
  getCampaignStatusLook,
  getEventStateLook,
  getPlanIoStatusLook,
  getPlanningGroupLook,
  getProductionStatusLook,
  getProjectionLook,
  type StatusLook,
} from './statusLooks.ts';

function Look({ look }: { readonly look: StatusLook }) {
  return <StatusBadge tone={look.tone} label={look.label} size="sm" />;
}

/** A campaign's status as a badge (spec §4 titles). */
export function CampaignStatusBadge({ status }: { readonly status: CampaignStatus }) {
  return <Look look={getCampaignStatusLook(status)} />;
}

/** A plan's or an IO's status as a badge. */
export function PlanIoStatusBadge({ status }: { readonly status: PlanIoStatus }) {
  return <Look look={getPlanIoStatusLook(status)} />;
}

/** A brand's decision on a creator as a badge. */
export function ApprovalStatusBadge({ status }: { readonly status: ApprovalStatus }) {
  return <Look look={getApprovalStatusLook(status)} />;
}

/** An event production's status as a badge. */
export function ProductionStatusBadge({ status }: { readonly status: EventProductionStatus }) {
  return <Look look={getProductionStatusLook(status)} />;
}

/** A production's projection as a badge. */
export function ProjectionBadge({ projection }: { readonly projection: Projection }) {
  return <Look look={getProjectionLook(projection)} />;
}

/** A planning board column as a badge. */
export function PlanningGroupBadge({ group }: { readonly group: PlanningGroup }) {
  return <Look look={getPlanningGroupLook(group)} />;
}

/** Aired, planned or not aired (getEventState). */
export function EventStateBadge({ state }: { readonly state: EventState }) {
  return <Look look={getEventStateLook(state)} />;
}
