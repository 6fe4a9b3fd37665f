import { CHART_TONES } from '@airtime/design-system';
import {
  APPROVAL_STATUSES,
  CAMPAIGN_STATUSES,
  EVENT_PRODUCTION_STATUSES,
  INVOICE_STATUSES,
  PAYOUT_STATUSES,
  PLAN_IO_STATUSES,
  PLANNING_GROUPS,
  PRIORITIES,
  PROJECTIONS,
} from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { Badge, Tone } from './badge.ts';
import {
  campaignStatusBadge,
  campaignStatusTone,
  planIoStatusBadge,
  planningGroupBadge,
  planningGroupTone,
  priorityBadge,
} from './campaignBadges.ts';
import { invoiceStatusBadge, payoutStatusBadge } from './financeBadges.ts';
import {
  productionStatusBadge,
  productionStatusTone,
  projectionBadge,
} from './productionBadges.ts';
import { approvalStatusBadge } from './recordBadges.ts';

// Issue 24: one colour per status everywhere. Every status list has one tone per status, a tone
// a chart can paint (the design system's chart tones are its badge tones), statuses that read
// alike look alike, and a chart of a status takes the very tone its badge shows.

const LISTS: readonly [string, readonly string[], (status: never) => Badge][] = [
  ['campaign', CAMPAIGN_STATUSES, campaignStatusBadge],
  ['plan or IO', PLAN_IO_STATUSES, planIoStatusBadge],
  ['approval', APPROVAL_STATUSES, approvalStatusBadge],
  ['production', EVENT_PRODUCTION_STATUSES, productionStatusBadge],
  ['projection', PROJECTIONS, projectionBadge],
  ['priority', PRIORITIES, priorityBadge],
  ['planning step', PLANNING_GROUPS, planningGroupBadge],
  ['invoice', INVOICE_STATUSES, invoiceStatusBadge],
  ['payout', PAYOUT_STATUSES, payoutStatusBadge],
];

describe('one tone per status', () => {
  it.each(LISTS)('every %s status has a tone charts can paint', (_list, statuses, badge) => {
    for (const status of statuses) {
      expect(CHART_TONES).toContain(badge(status as never).tone);
    }
  });

  it.each(LISTS)('%s statuses with the same label share one tone', (_list, statuses, badge) => {
    const toneByLabel = new Map<string, Tone>();
    for (const status of statuses) {
      const { label, tone } = badge(status as never);
      expect(toneByLabel.get(label) ?? tone).toBe(tone);
      toneByLabel.set(label, tone);
    }
  });

  it.each(CAMPAIGN_STATUSES)('a chart of campaigns %s takes its badge’s tone', (status) => {
    expect(campaignStatusTone(status)).toBe(campaignStatusBadge(status).tone);
  });

  it.each(PLANNING_GROUPS)('a chart of planning step %s takes its badge’s tone', (group) => {
    expect(planningGroupTone(group)).toBe(planningGroupBadge(group).tone);
  });

  it.each(EVENT_PRODUCTION_STATUSES)(
    'a chart of %s productions takes its badge’s tone',
    (status) => {
      expect(productionStatusTone(status)).toBe(productionStatusBadge(status).tone);
    },
  );

  // The tones the issue named: Planning was purple in the donut and a blue chip in the table.
  it.each([
    ['brand-negotiations', 'info'],
    ['publisher-negotiations', 'info'],
    ['active', 'positive'],
    ['archived', 'neutral'],
    ['cancelled', 'critical'],
  ] as const)('campaign %s is %s in charts and badges alike', (status, tone) => {
    expect(campaignStatusTone(status)).toBe(tone);
    expect(campaignStatusBadge(status).tone).toBe(tone);
  });
});
