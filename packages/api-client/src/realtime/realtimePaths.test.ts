import { describe, expect, it } from 'vitest';
import {
  isCampaignUrl,
  isInvoiceUrl,
  isPayoutUrl,
  isProductionUrl,
  isProfileUrl,
  missedUrls,
} from './realtimePaths.ts';

describe('realtime paths', () => {
  it.each<[string, (url: string) => boolean, string, boolean]>([
    ['campaign list', isCampaignUrl, '/api/new-campaigns?per_page=25', true],
    ['campaign record', isCampaignUrl, '/api/new-campaigns/12', true],
    ['campaign io document', isCampaignUrl, '/api/campaigns/12/io-document', false],
    ['production list', isProductionUrl, '/api/event-production', true],
    ['production record', isProductionUrl, '/api/event-production/5?include=event', true],
    [
      'production status path',
      isProductionUrl,
      '/api/event-production/5/update-status/process/x',
      false,
    ],
    ['own profile', isProfileUrl, '/api/user', true],
    ['another profile', isProfileUrl, '/api/user/5', false],
    ['user search', isProfileUrl, '/api/user-search?s=a', false],
    ['invoice list', isInvoiceUrl, '/api/invoices?status=sent', true],
    ['billable events', isInvoiceUrl, '/api/invoices/billable?brand_id=1&month=2026-10', true],
    ['invoice record', isInvoiceUrl, '/api/invoices/4', true],
    ['payout list', isPayoutUrl, '/api/payouts?month=2026-10', true],
    ['payout record', isPayoutUrl, '/api/payouts/4', true],
    ['payout move', isPayoutUrl, '/api/payouts/4/status', false],
    ['events with payment', isPayoutUrl, '/api/new-events?publisher_id=1&with=payment', true],
    ['an event with payment', isInvoiceUrl, '/api/new-events/7?with=payment', true],
    ['events without payment', isInvoiceUrl, '/api/new-events?publisher_id=1', false],
  ])('%s: %s', (_name, match, url, expected) => {
    expect(match(url)).toBe(expected);
  });

  it.each([
    ['/api/threads/4/messages?per_page=25', true, true],
    ['/api/threads/brand/2/brand', true, true],
    ['/api/threads?unread=1', true, true],
    ['/api/user', true, true],
    ['/api/new-campaigns', true, false],
    ['/api/event-production/3', true, false],
    ['/api/invoices?per_page=25', true, false],
    ['/api/payouts', true, true],
    ['/api/new-events?publisher_id=1&with=payment', true, true],
    ['/api/brands', false, false],
  ])('after a reconnect %s is refetched: agency %s, others %s', (url, agency, others) => {
    expect(missedUrls(true)(url)).toBe(agency);
    expect(missedUrls(false)(url)).toBe(others);
  });
});
