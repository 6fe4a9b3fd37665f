import { useEvents, useWholeList, type WholeList } from '@airtime/api-client';
import type { Event } from '@airtime/domain';

/** The sponsored events that aired in a month, every page: what the month's revenue and payouts add up. */
export function useAiredInMonth(month: string): WholeList<Event> {
  return useWholeList(useEvents({ month, aired: true, sponsored: true, per_page: 100 }));
}
