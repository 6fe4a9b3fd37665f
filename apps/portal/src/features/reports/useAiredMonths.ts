import { type Event, type EventMonth, summarizeCreatorMonths } from '@airtime/domain';
import { useMemo } from 'react';

/** A creator's events by month, only the months in which something aired (the charts' rows). */
export function useAiredMonths(events: readonly Event[]): readonly EventMonth[] {
  return useMemo(() => summarizeCreatorMonths(events).filter((month) => month.aired > 0), [events]);
}
