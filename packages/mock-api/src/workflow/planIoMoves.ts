import type { PlanIoStatus } from '@airtime/domain';

// Where a campaign's plan or IO may go from each status (spec §4 leaves the server's rules out;
// these are the fake's): work starts or is skipped, a created plan or IO is sent (approved), the
// other side negotiates (review) or signs (creator-approved), and each step can be taken back.
const MOVES: Readonly<Record<PlanIoStatus, readonly PlanIoStatus[]>> = {
  'not-started': ['in-progress', 'skipped'],
  'in-progress': ['created', 'not-started', 'skipped'],
  created: ['approved', 'in-progress'],
  skipped: ['not-started'],
  approved: ['creator-approved', 'review', 'created'],
  review: ['creator-approved', 'approved'],
  'creator-approved': ['review'],
};

/** The transitions a plan or IO workflow offers at `status` (each named after its target). */
export function planIoMoves(status: PlanIoStatus): string[] {
  return [...MOVES[status]];
}
