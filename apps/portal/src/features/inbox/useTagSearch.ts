import { useBrands, useCampaigns, useCreators, useProductions } from '@airtime/api-client';
import type { ThreadSubject } from '@airtime/domain';
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
 * (each list is scoped by the server), a few of each, debounced as the global search is; with
 * `withProductions` (agency staff: the production list is theirs) also productions, found by their
 * event's title (the list's only text filter), latest first. Mount it only while the picker is
 * open: it searches (the first of each list) at once.
 */
export function useTagSearch(text: string, { withProductions = false } = {}) {
  const settled = useDebouncedValue(text.trim());
  const query = { ...(settled === '' ? {} : { s: settled }), per_page: PER_TYPE };
  const brands = useBrands(query);
  const creators = useCreators(query);
  const campaigns = useCampaigns(query);
  const productions = useProductions(withProductions ? { ...query, sort: '-date' } : null);

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
    // The name says who and when (as the server names it); the line, the title it was found by.
    for (const record of productions.items.slice(0, PER_TYPE)) {
      const { event } = record;
      if (event === undefined) continue;
      const where = event.channel === undefined ? '' : ` on ${event.channel.name}`;
      keep(
        toTagSubject({ type: 'event_production', record }),
        `Production of “${event.title}”${where}`,
      );
    }
    return found;
  }, [brands.items, creators.items, campaigns.items, productions.items]);

  const lists = withProductions
    ? [brands, creators, campaigns, productions]
    : [brands, creators, campaigns];
  return {
    results,
    isLoading: settled !== text.trim() || lists.some((list) => list.isLoading),
    // One list refused (a reader who may not list campaigns or productions) still leaves the others.
    failed: lists.every((list) => list.error !== undefined),
  };
}
