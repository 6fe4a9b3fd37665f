import type { ThreadListQuery } from '@airtime/api-client';
import type { AppType, QueryFilters, SubjectType, ThreadVisibility } from '@airtime/domain';
import { useMemo } from 'react';
import { firstFilter, type ListQuery, useListQuery } from '../lists/useListQuery.ts';
import { SUBJECT_TYPE_LABELS, VISIBILITY_LABELS } from './inboxSubjects.ts';

/** Conversations per page of the list. */
export const THREADS_PER_PAGE = 30;

/** The kinds of record each app's conversations can be about, for the Type filter. */
const SUBJECT_TYPES_OF: Readonly<Record<AppType, readonly SubjectType[]>> = {
  agency: ['brand', 'creator', 'campaign', 'event_production', 'event', 'channel', 'agency'],
  brand: ['brand', 'campaign', 'event_production', 'event'],
  creator: ['creator', 'channel', 'campaign', 'event_production', 'event'],
};

/** Only agency staff read conversations of more than one visibility. */
const VISIBILITIES: readonly ThreadVisibility[] = ['internal', 'brand', 'creator'];

export interface InboxFilters {
  readonly query: ListQuery;
  /** What the thread list asks the server for. */
  readonly api: ThreadListQuery;
  readonly typeOptions: readonly { readonly id: string; readonly label: string }[];
  /** Empty where the reader has one visibility only. */
  readonly visibilityOptions: readonly { readonly id: string; readonly label: string }[];
  readonly unreadOnly: boolean;
  readonly isFiltered: boolean;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** The inbox's filters as the URL holds them (`filter.type`, ...), each checked for the app. */
function readInboxFilters(appType: AppType, filters: QueryFilters) {
  const type = oneOf(firstFilter(filters, 'type'), SUBJECT_TYPES_OF[appType]);
  const visibility =
    appType === 'agency' ? oneOf(firstFilter(filters, 'visibility'), VISIBILITIES) : undefined;
  const unreadOnly = firstFilter(filters, 'unread') === 'true';
  const s = firstFilter(filters, 's')?.trim() ?? '';
  return { type, visibility, unreadOnly, s };
}

type InboxFilterValues = ReturnType<typeof readInboxFilters>;

function threadQueryOf({ type, visibility, unreadOnly, s }: InboxFilterValues): ThreadListQuery {
  return {
    per_page: THREADS_PER_PAGE,
    ...(type === undefined ? {} : { subject_type: type }),
    ...(visibility === undefined ? {} : { visibility: [visibility] }),
    ...(unreadOnly ? { unread: true } : {}),
    ...(s === '' ? {} : { s }),
  };
}

/** What the thread list asks the server for under the URL's filters (the route preloads it too). */
export function inboxThreadQuery(appType: AppType, filters: QueryFilters): ThreadListQuery {
  return threadQueryOf(readInboxFilters(appType, filters));
}

/** The inbox's filters, kept in the URL (`filter.type`, `filter.visibility`, `filter.unread`, `filter.s`). */
export function useInboxFilters(appType: AppType): InboxFilters {
  const query = useListQuery({ field: 'latest_message_at', direction: 'desc' });
  const { filters } = query;
  const types = SUBJECT_TYPES_OF[appType];
  const { type, visibility, unreadOnly, s } = readInboxFilters(appType, filters);
  const api = useMemo(
    () => threadQueryOf({ type, visibility, unreadOnly, s }),
    [type, visibility, unreadOnly, s],
  );
  return {
    query,
    api,
    typeOptions: types.map((id) => ({ id, label: SUBJECT_TYPE_LABELS[id] })),
    visibilityOptions:
      appType === 'agency' ? VISIBILITIES.map((id) => ({ id, label: VISIBILITY_LABELS[id] })) : [],
    unreadOnly,
    isFiltered: type !== undefined || visibility !== undefined || unreadOnly || s !== '',
  };
}
