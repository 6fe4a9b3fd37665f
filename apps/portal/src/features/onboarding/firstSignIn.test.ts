import type { UserProfile } from '@airtime/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { noteSignIn, onboardedKey, onboardingPendingKey } from './firstSignIn.ts';

const user = (business_role: string, id = 8) => ({ id, business_role }) as UserProfile;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('noteSignIn', () => {
  it.each([
    ['a creator user’s first sign-in here', 'creator', false, true],
    ['a creator user who signed in here before', 'creator', true, false],
    ['a brand user', 'brand', false, false],
    ['agency staff', 'ops', false, false],
  ])('%s: pending %s', (_label, role, signedInBefore, pending) => {
    if (signedInBefore) localStorage.setItem(onboardedKey(8), '2026-11-01T00:00:00Z');
    noteSignIn(user(role));
    expect(sessionStorage.getItem(onboardingPendingKey(8)) === 'true').toBe(pending);
    expect(localStorage.getItem(onboardedKey(8)) !== null).toBe(role === 'creator');
  });
});
