import { describe, expect, it } from 'vitest';
import { getReportLinkState } from './getReportLinkState.ts';

describe('getReportLinkState', () => {
  const now = '2026-11-27T10:00:00.000Z';
  it.each([
    { expires_at: '2026-12-27T10:00:00.000Z', revoked_at: null, state: 'live' },
    { expires_at: '2026-11-27T10:00:00.001Z', revoked_at: null, state: 'live' },
    { expires_at: '2026-11-27T10:00:00.000Z', revoked_at: null, state: 'expired' },
    { expires_at: '2026-11-01T00:00:00.000Z', revoked_at: null, state: 'expired' },
    {
      expires_at: '2026-12-27T10:00:00.000Z',
      revoked_at: '2026-11-20T00:00:00Z',
      state: 'revoked',
    },
    {
      expires_at: '2026-11-01T00:00:00.000Z',
      revoked_at: '2026-10-20T00:00:00Z',
      state: 'revoked',
    },
  ] as const)('expires $expires_at, revoked $revoked_at: $state', ({ state, ...link }) => {
    expect(getReportLinkState(link, now)).toBe(state);
  });
});
