import { useAllEvents, type WholeList } from '@airtime/api-client';
import type { Event } from '@airtime/domain';
import { useBrandId } from './useBrandId.ts';

/** What the brand's Revenue charts and tables say before anything of the brand has aired. */
export const NOTHING_AIRED = 'Nothing has aired for the brand yet.';

/** The brand's aired events, newest first, every page: what its Revenue report adds up. */
export function useBrandAiredEvents(): WholeList<Event> {
  const brandId = useBrandId();
  return useAllEvents({ brand_id: brandId, aired: true, sort: '-date' });
}

/** A Revenue chart's loading, empty and error states, from the aired events it plots. */
export function getAiredChartStates(aired: Pick<WholeList<Event>, 'isLoading' | 'error'>) {
  return {
    isLoading: aired.isLoading,
    emptyMessage: NOTHING_AIRED,
    errorMessage: aired.error?.message,
  };
}
