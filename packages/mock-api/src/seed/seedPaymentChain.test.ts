import { getPaymentChain } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { presentEventPayment } from '../present/eventPayment.ts';
import { CREATOR_PERSONA_CREATOR_IDS } from './personas.ts';
import { DEFAULT_SEED, seedStore } from './seedStore.ts';

// creator@'s first creator always has a late payout step and chains in several states, whatever
// the seed and reference day (the e2e journey seeds around the real today).

describe('the seeded payment chains of creator@', () => {
  it.each([
    [DEFAULT_SEED, '2026-11-27'],
    [1, '2026-11-20'],
    [7, '2026-11-20'],
    [DEFAULT_SEED, '2027-03-02'],
  ])('seed %i around %s: a late payout step and a mix of next steps', (seed, today) => {
    const store = seedStore({ scale: 'default', seed, referenceDate: today });
    const chains = store.events
      .lookup('publisher_id', CREATOR_PERSONA_CREATOR_IDS[0])
      .map((event) => ({ event, payment: presentEventPayment(store, event) }))
      .filter(({ payment }) => payment !== undefined)
      .map(({ event, payment }) => getPaymentChain({ ...event, payment }, today));
    const latePayouts = chains.filter(
      (chain) => chain.next === 'payout_sent' && chain.lateDays > 0,
    );
    expect(latePayouts.length).toBeGreaterThan(0);
    const nextSteps = new Set(chains.map((chain) => chain.next));
    expect(nextSteps).toContain(null);
    expect(nextSteps.size).toBeGreaterThanOrEqual(3);
  });
});
