import type { ApprovalStatus } from '../approval/approvalStatuses.ts';
import type { Brand } from './Brand.ts';
import type { Campaign } from './Campaign.ts';
import type { Creator } from './Creator.ts';

/** A brand's standing with one creator, over all their campaigns; the shape is ours. */
export interface Relationship {
  readonly id: number;
  readonly brand_id: number;
  readonly publisher_id: number;
  /** The brand's decision on working with the creator (brand app approvals). */
  readonly approval_status: ApprovalStatus;
  readonly is_active: boolean;
  /** Day of the first booking, yyyy-MM-dd; null before it. */
  readonly started_on: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
  /** ISO date-time of soft deletion; null while the relationship is live. */
  readonly deleted_at: string | null;
  readonly brand?: Brand;
  readonly creator?: Creator;
  readonly campaigns?: readonly Campaign[];
}
