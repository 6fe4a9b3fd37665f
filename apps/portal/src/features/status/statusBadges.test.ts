import {
  APPROVAL_STATUSES,
  CAMPAIGN_STATUSES,
  EVENT_PRODUCTION_STATUSES,
  PLAN_IO_STATUSES,
  PLANNING_GROUPS,
  PRIORITIES,
  PROJECTIONS,
} from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import {
  attentionBadge,
  campaignStatusBadge,
  planIoStatusBadge,
  planningGroupBadge,
  priorityBadge,
} from './campaignBadges.ts';
import { invoiceStatusBadge, payoutStatusBadge } from './financeBadges.ts';
import {
  productionStatusBadge,
  projectionBadge,
  weightedProjectionBadge,
} from './productionBadges.ts';
import {
  activeBadge,
  airtimeCustomerBadge,
  approvalStatusBadge,
  conversionBadge,
  convertedBadge,
  integrationStateBadge,
  reviewBadge,
} from './recordBadges.ts';

describe('status badges', () => {
  it.each([
    ['draft', 'Draft', 'neutral'],
    ['sent', 'Sent', 'info'],
    ['paid', 'Paid', 'positive'],
    ['overdue', 'Overdue', 'critical'],
    ['void', 'Void', 'neutral'],
  ] as const)('invoice %s reads "%s" in %s', (status, label, tone) => {
    expect(invoiceStatusBadge(status)).toEqual({ label, tone });
  });

  it.each([
    ['pending', 'Pending', 'neutral'],
    ['scheduled', 'Scheduled', 'info'],
    ['sent', 'Sent', 'accent'],
    ['paid', 'Paid', 'positive'],
    ['failed', 'Failed', 'critical'],
  ] as const)('payout %s reads "%s" in %s', (status, label, tone) => {
    expect(payoutStatusBadge(status)).toEqual({ label, tone });
  });

  it.each([
    ['active', 'Active', 'positive'],
    ['archived', 'Completed', 'neutral'],
    ['brand-negotiations', 'Planning', 'info'],
    ['renew-recommendation', 'Suggested Renewal', 'accent'],
    ['cancelled', 'Cancelled', 'critical'],
    ['rejected', 'No Thanks', 'critical'],
  ] as const)('campaign %s reads "%s" in %s', (status, label, tone) => {
    expect(campaignStatusBadge(status)).toEqual({ label, tone });
  });

  it.each([
    ['not-started', 'Not Started', 'neutral'],
    ['approved', 'Sent', 'info'],
    ['review', 'Negotiations', 'warning'],
    ['creator-approved', 'Signed', 'positive'],
  ] as const)('plan or IO %s reads "%s" in %s', (status, label, tone) => {
    expect(planIoStatusBadge(status)).toEqual({ label, tone });
  });

  it.each([
    ['unsent', 'neutral'],
    ['undecided', 'info'],
    ['to-discuss', 'warning'],
    ['approved', 'positive'],
    ['rejected', 'critical'],
  ] as const)('approval %s is %s', (status, tone) => {
    expect(approvalStatusBadge(status).tone).toBe(tone);
  });

  it.each([
    ['new', 'info'],
    ['past-due', 'critical'],
    ['cancelled', 'critical'],
    ['aired', 'positive'],
  ] as const)('production %s is %s', (status, tone) => {
    expect(productionStatusBadge(status).tone).toBe(tone);
  });

  it.each([
    ['failed', 'Failed', 'Failed · 0%', 'critical'],
    ['high', 'High', 'High · 90%', 'positive'],
    ['happened', 'Happened', 'Happened · 100%', 'positive'],
  ] as const)(
    'projection %s reads "%s", or "%s" with its weight, in %s',
    (projection, label, weighted, tone) => {
      expect(projectionBadge(projection)).toEqual({ label, tone });
      expect(weightedProjectionBadge(projection)).toEqual({ label: weighted, tone });
    },
  );

  it.each([
    ['urgent', 'critical'],
    ['no-priority', 'neutral'],
  ] as const)('priority %s is %s', (priority, tone) => {
    expect(priorityBadge(priority).tone).toBe(tone);
  });

  it.each([
    ['cm_request', 'warning'],
    ['brand_approval', 'accent'],
    ['declined', 'critical'],
  ] as const)('planning group %s is %s', (group, tone) => {
    expect(planningGroupBadge(group).tone).toBe(tone);
  });

  it.each([
    ['brand active', 'Active', 'positive', activeBadge(true)],
    ['brand inactive', 'Inactive', 'neutral', activeBadge(false)],
    ['integration active', 'Active', 'positive', integrationStateBadge(true)],
    ['integration paused', 'Paused', 'neutral', integrationStateBadge(false)],
    ['Airtime customer', 'Airtime customer', 'accent', airtimeCustomerBadge(true)],
    ['not an Airtime customer', 'Non-Airtime', 'neutral', airtimeCustomerBadge(false)],
    ['creator converted', 'Converted', 'positive', convertedBadge(true)],
    ['creator not converted', 'Not converted', 'neutral', convertedBadge(false)],
    ['event reviewed', 'Reviewed', 'positive', reviewBadge(true)],
    ['event not reviewed', 'To review', 'warning', reviewBadge(false)],
    ['plan 3 days in step', '3 days · needs attention', 'warning', attentionBadge('3 days')],
    ['plan new in step', 'New · needs attention', 'warning', attentionBadge(null)],
    ['conversion requested', 'Requested', 'info', conversionBadge('requested')],
    ['conversion to reconnect', 'To reconnect', 'warning', conversionBadge('to-reconnect')],
    ['conversion unknown', 'on-hold', 'neutral', conversionBadge('on-hold')],
    ['conversion named like a built-in', 'toString', 'neutral', conversionBadge('toString')],
  ] as const)('%s reads "%s" in %s', (_, label, tone, badge) => {
    expect(badge).toEqual({ label, tone });
  });

  it('gives every status of every list a label', () => {
    const labels = [
      ...CAMPAIGN_STATUSES.map(campaignStatusBadge),
      ...PLAN_IO_STATUSES.map(planIoStatusBadge),
      ...APPROVAL_STATUSES.map(approvalStatusBadge),
      ...EVENT_PRODUCTION_STATUSES.map(productionStatusBadge),
      ...PROJECTIONS.map(projectionBadge),
      ...PRIORITIES.map(priorityBadge),
      ...PLANNING_GROUPS.map(planningGroupBadge),
    ].map((badge) => badge.label);
    expect(labels.filter((label) => label.trim() === '')).toEqual([]);
  });
});
