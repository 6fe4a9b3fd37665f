import type { EventProductionStatus } from './eventProductionStatuses.ts';
import type { ProductionGroup } from './getProductionGroup.ts';

/**
 * The board's statuses in the order of what needs doing: late and moving work first, then work on
 * its way, then what waits, and the finished last.
 */
export const PRODUCTION_GROUP_STATUS_ORDER = [
  'past-due',
  'moving',
  'back-to-tcp',
  'new',
  'in-progress',
  'planning',
  'placeholder',
  'aired',
  'cancelled',
] as const satisfies readonly EventProductionStatus[];

function rank(group: ProductionGroup): [number, string] {
  switch (group.kind) {
    case 'day':
      // Days in calendar order, a production with no day yet after them.
      return group.day === null ? [1, ''] : [0, group.day];
    case 'finished':
      return [2, ''];
    case 'status':
      return [PRODUCTION_GROUP_STATUS_ORDER.indexOf(group.status), ''];
  }
}

/**
 * The order of the board's groups, for Array.prototype.sort: days in calendar order (no day after
 * them) then the finished; or statuses in PRODUCTION_GROUP_STATUS_ORDER.
 */
export function compareProductionGroups(a: ProductionGroup, b: ProductionGroup): number {
  const [rankA, dayA] = rank(a);
  const [rankB, dayB] = rank(b);
  if (rankA !== rankB) return rankA - rankB;
  return dayA < dayB ? -1 : dayA > dayB ? 1 : 0;
}
