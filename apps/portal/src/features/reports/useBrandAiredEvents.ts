import { useAllEvents, type WholeList } from '@airtime/api-client';
import type { Event, EventDateRange } from '@airtime/domain';
import { useBrandId } from '../../areas/agency/brandRecord/useBrandId.ts';

/** What the brand reports' charts and tables say before anything of the brand has aired. */
export const NOTHING_AIRED = 'Nothing has aired for the brand yet.';

/** The brand's aired events, newest first, every page (or within `range`): what its reports add up. */
export function useBrandAiredEvents(range?: EventDateRange): WholeList<Event> {
  const brandId = useBrandId();
  return useAllEvents({
    brand_id: brandId,
    aired: true,
    ...(range === undefined ? {} : { range }),
    sort: '-date',
  });
}

/** A brand report chart's loading, empty and error states, from the aired events it plots. */
export function getAiredChartStates(aired: Pick<WholeList<Event>, 'isLoading' | 'error'>) {
  return {
    isLoading: aired.isLoading,
    emptyMessage: NOTHING_AIRED,
    errorMessage: aired.error?.message,
  };
}
