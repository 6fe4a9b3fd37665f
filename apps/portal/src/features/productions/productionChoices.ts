import {
  EVENT_PRODUCTION_STATUS_TITLES,
  EVENT_PRODUCTION_STATUSES,
  PROJECTIONS,
} from '@airtime/domain';
import { weightedProjectionBadge } from '../status/productionBadges.ts';
import type { ProductionChange } from './productionChange.ts';

// The choices of the fields picked from a menu, shared by their editor and the command palette.

/** One value of a field, as its menu shows it, and the change that sets it. */
export interface ProductionMenuChoice {
  readonly id: string;
  readonly label: string;
  readonly change: ProductionChange;
}

/** The menu id of no projection. */
export const NO_PROJECTION = 'none';

/** Each menu field's choices, in menu order. */
export const PRODUCTION_MENU_CHOICES: Record<
  'status' | 'projection' | 'is_important',
  readonly ProductionMenuChoice[]
> = {
  status: EVENT_PRODUCTION_STATUSES.map((status) => ({
    id: status,
    label: EVENT_PRODUCTION_STATUS_TITLES[status],
    change: { field: 'status', status },
  })),
  projection: [
    ...PROJECTIONS.map((projection) => ({
      id: projection,
      label: weightedProjectionBadge(projection).label,
      change: { field: 'projection', projection } as const,
    })),
    {
      id: NO_PROJECTION,
      label: 'Not projected',
      change: { field: 'projection', projection: null },
    },
  ],
  is_important: [
    { id: 'true', label: 'Important', change: { field: 'is_important', is_important: true } },
    { id: 'false', label: 'Not important', change: { field: 'is_important', is_important: false } },
  ],
};
