import type { FilterOption } from '../../../features/lists/FilterSelect.tsx';
import { formatLongMonth, shiftMonth, toMonth } from '../../../features/months/months.ts';

/** How many months back the finance lists' month filter offers (the seed's and more). */
const MONTHS_BACK = 24;

/** This month and the ones before it, newest first, as a month filter's options. */
export function monthOptions(today: Date): FilterOption[] {
  const current = toMonth(today);
  return Array.from({ length: MONTHS_BACK + 1 }, (_, index) => {
    const month = shiftMonth(current, -index);
    return { id: month, label: formatLongMonth(month) };
  });
}
