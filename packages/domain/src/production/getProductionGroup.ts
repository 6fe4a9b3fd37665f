import type { EventProductionStatus } from './eventProductionStatuses.ts';
import type { ProductionGroupSubject } from './getProductionAlert.ts';
import { isProductionFinished } from './isProductionFinished.ts';
import type { ProductionGrouping } from './productionGroupings.ts';

/**
 * A group of the production board: a day's unfinished productions (`day` null: no day yet), the
 * finished ones of every day together, or one status. `key` is unique among a board's groups;
 * `isFinished` groups are folded under their count.
 */
export type ProductionGroup =
  | {
      readonly kind: 'day';
      readonly key: string;
      readonly day: string | null;
      readonly isFinished: false;
    }
  | { readonly kind: 'finished'; readonly key: 'finished'; readonly isFinished: true }
  | {
      readonly kind: 'status';
      readonly key: string;
      readonly status: EventProductionStatus;
      readonly isFinished: boolean;
    };

/** The group a production falls in on a board grouped by day or by status. */
export function getProductionGroup(
  { status, day }: ProductionGroupSubject,
  grouping: ProductionGrouping,
): ProductionGroup {
  switch (grouping) {
    case 'day':
      return isProductionFinished(status)
        ? { kind: 'finished', key: 'finished', isFinished: true }
        : { kind: 'day', key: day ?? 'no-day', day, isFinished: false };
    case 'status':
      return { kind: 'status', key: status, status, isFinished: isProductionFinished(status) };
  }
}
