import { describe, expect, it } from 'vitest';
import { isCampaignUrl, isProductionUrl, isProfileUrl, missedUrls } from './realtimePaths.ts';

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
    ['/api/brands', false, false],
  ])('after a reconnect %s is refetched: agency %s, others %s', (url, agency, others) => {
    expect(missedUrls(true)(url)).toBe(agency);
    expect(missedUrls(false)(url)).toBe(others);
  });
});
