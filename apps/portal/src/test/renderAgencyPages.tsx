import type { MockServer } from '@airtime/mock-api/node';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetKeptLists } from '../areas/agency/keptLists.tsx';
import { setupPortalMockApi } from './renderRoute.tsx';

// Test helper for the agency pages: the real route table (guards, shell, lazy pages) against the
// fake, on the seed's reference day.

/** The seed's reference day: 'this week' in the tests is the week of Friday, November 20, 2026. */
export const TEST_TODAY = new Date(2026, 10, 20, 12);

/**
 * The fake backend in this test file's process; each test starts from the seeded data, on the
 * seed's reference day (only Date is faked, timers run), with no list kept from another test.
 */
export function setupAgencyMockApi(): MockServer {
  const mock = setupPortalMockApi();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_TODAY });
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetKeptLists();
    localStorage.clear();
  });
  return mock;
}
