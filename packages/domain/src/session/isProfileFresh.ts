import { PROFILE_CACHE_MS } from '../constants/cacheDurations.ts';

/** Whether a profile fetched at `fetchedAt` may still be trusted at `now` (spec §4: 5 minutes). */
export function isProfileFresh(fetchedAt: number | null, now: number): boolean {
  if (fetchedAt === null || !Number.isFinite(fetchedAt)) return false;
  const age = now - fetchedAt;
  // A fetch time in the future means the clock moved; refetch rather than trust it.
  return age >= 0 && age < PROFILE_CACHE_MS;
}
