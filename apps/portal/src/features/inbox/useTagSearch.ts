import { useBrands, useCampaigns, useCreators } from '@airtime/api-client';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_WAIT_MS, type ThreadSubject } from '@airtime/domain';
import { useMemo } from 'react';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';
import { SUBJECT_TYPE_LABELS } from './inboxSubjects.ts';
import { toTagSubject } from './messageTags.ts';

/** A record found, with the line under its name (a brand and creator may share campaigns). */
export interface TagSearchResult {
  readonly subject: ThreadSubject;
  readonly description: string;
}

/** Results of each type: the list shows ten at most (spec §9), a few of each. */
const PER_TYPE = 5;

/**
 * Records to tag a message with, found by name: brands, creators and campaigns the reader may see
 * (each list is scoped by the server), a few of each, debounced as the global search is. Mount it
 * only while the picker is open: it searches (the first of each list) at once.
 */
export function useTagSearch(text: string) {
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, SEARCH_MAX_WAIT_MS);
  const query = { ...(settled === '' ? {} : { s: settled }), per_page: PER_TYPE };
  const brands = useBrands(query);
  const creators = useCreators(query);
  const campaigns = useCampaigns(query);

  const results = useMemo(() => {
    const found: TagSearchResult[] = [];
    const keep = (subject: ThreadSubject | null, description?: string) => {
      if (subject !== null)
        found.push({ subject, description: description ?? SUBJECT_TYPE_LABELS[subject.type] });
    };
    for (const record of brands.items.slice(0, PER_TYPE))
      keep(toTagSubject({ type: 'brand', record }));
    for (const record of creators.items.slice(0, PER_TYPE))
      keep(toTagSubject({ type: 'creator', record }));
    for (const record of campaigns.items.slice(0, PER_TYPE))
      keep(
        toTagSubject({ type: 'campaign', record }),
        record.channel === undefined
          ? `Campaign ${record.id}`
          : `Campaign on ${record.channel.name}`,
      );
    return found;
  }, [brands.items, creators.items, campaigns.items]);

  const lists = [brands, creators, campaigns];
  return {
    results,
    isLoading: settled !== text.trim() || lists.some((list) => list.isLoading),
    // One list refused (a reader who may not list campaigns) still leaves the others.
    failed: lists.every((list) => list.error !== undefined),
  };
}
