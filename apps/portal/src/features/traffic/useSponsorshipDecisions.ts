import {
  useCreateSponsorship,
  useDeleteSponsorship,
  useUpdateEvent,
  useUpdateSponsorship,
} from '@airtime/api-client';
import type { Event, Sponsorship } from '@airtime/domain';
import { useMemo } from 'react';
import { useQueueDecision } from '../writes/useQueueDecision.ts';
import { foundSponsorships, mentionedBrands } from './foundSponsorships.ts';

/** The potentially sponsored queue's rows come from the events list. */
const EVENT_LIST_PATH = '/api/new-events';

/** Runs `action` on each row not yet `done`, marking those it finishes: a Retry skips them. */
async function eachOnce<T extends { readonly id: number }>(
  rows: readonly T[],
  done: Set<number>,
  action: (row: T) => Promise<unknown>,
): Promise<void> {
  await Promise.all(
    rows
      .filter((row) => !done.has(row.id))
      .map(async (row) => {
        await action(row);
        done.add(row.id);
      }),
  );
}

/**
 * Decisions on a potentially sponsored event (decisions §9), each leaving the queue with an Undo:
 * `confirm` marks the found mentions reviewed (or adds the brand the reviewer names), `reject`
 * removes them; both mark the event reviewed and its matches handled (PUT /api/events/{id}).
 */
export function useSponsorshipDecisions() {
  const decide = useQueueDecision(EVENT_LIST_PATH);
  const { trigger: updateEvent } = useUpdateEvent();
  const { trigger: updateSponsorship } = useUpdateSponsorship();
  const { trigger: createSponsorship } = useCreateSponsorship();
  const { trigger: deleteSponsorship } = useDeleteSponsorship();
  return useMemo(() => {
    const markDecided = (event: Event, decided: boolean) =>
      updateEvent({
        params: { id: event.id },
        // Undone, the event is back as the queue had it: matched, and reviewed only if it was.
        body: decided
          ? { reviewed: true, has_potential_matches: false }
          : { reviewed: event.reviewed_at !== null, has_potential_matches: true },
      });
    const setReviewed = (sponsorship: Sponsorship, reviewed: boolean | undefined) =>
      updateSponsorship({
        params: { id: sponsorship.id },
        body: {
          mentions: sponsorship.mentions.map((mention) => ({
            start: mention.start,
            is_reviewed: reviewed ?? mention.is_reviewed,
          })),
        },
      });
    const recreate = (sponsorship: Sponsorship) =>
      createSponsorship({
        body: {
          event_id: sponsorship.event_id,
          brand_id: sponsorship.brand_id,
          type: sponsorship.type,
          mentions: sponsorship.mentions,
        },
      });

    /** Confirms what matching found, or, with a brand, that this brand sponsored the event. */
    function confirm(event: Event, brand?: { readonly id: number; readonly name: string }) {
      const found = foundSponsorships(event);
      let added: Sponsorship | undefined;
      return decide({
        id: event.id,
        what: `confirm the sponsorship of ${event.title}`,
        done: `Sponsorship confirmed: ${brand?.name ?? mentionedBrands(event)}.`,
        apply: async () => {
          if (brand === undefined) await Promise.all(found.map((row) => setReviewed(row, true)));
          // A Retry after a half-done attempt does not add the brand twice.
          else
            added ??= await createSponsorship({
              body: { event_id: event.id, brand_id: brand.id, type: 'in-show', mentions: [] },
            });
          await markDecided(event, true);
        },
        undo: async () => {
          if (added !== undefined) {
            await deleteSponsorship({ params: { id: added.id } });
            added = undefined;
          } else await Promise.all(found.map((row) => setReviewed(row, undefined)));
          await markDecided(event, false);
        },
      });
    }

    /** Nobody sponsored the event: the found mentions go. */
    function reject(event: Event) {
      const found = foundSponsorships(event);
      // What a half-done attempt already deleted or put back, so that its Retry does not again.
      const deleted = new Set<number>();
      const restored = new Set<number>();
      return decide({
        id: event.id,
        what: `mark ${event.title} not sponsored`,
        done: `Marked not sponsored: ${event.title}.`,
        apply: async () => {
          await eachOnce(found, deleted, (row) => deleteSponsorship({ params: { id: row.id } }));
          await markDecided(event, true);
        },
        undo: async () => {
          await eachOnce(found, restored, recreate);
          await markDecided(event, false);
        },
      });
    }
    return { confirm, reject };
  }, [decide, updateEvent, updateSponsorship, createSponsorship, deleteSponsorship]);
}
