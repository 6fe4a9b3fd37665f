import { useAllEvents, type WholeList } from '@airtime/api-client';
import type { Event } from '@airtime/domain';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';

/**
 * The creator of the current record page (null for a malformed id) and every one of its events:
 * what the creator record's reports add up.
 */
export function useCreatorEvents(): {
  readonly creatorId: number | null;
  readonly events: WholeList<Event>;
} {
  const creatorId = useIdParam('creatorId');
  const events = useAllEvents(creatorId === null ? null : { creatorId });
  return { creatorId, events };
}
