import { useBrand, useEvents } from '@airtime/api-client';
import {
  Button,
  Dialog,
  ErrorState,
  formatDate,
  type ManagedModalProps,
  Modal,
  Skeleton,
  Stack,
} from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import * as styles from './traffic.css.ts';
import type { TrafficModalPropsByName } from './trafficModalProps.ts';

export type TrendingSponsorshipModalProps = ManagedModalProps &
  TrafficModalPropsByName['trending-sponsorship'];

/** Where the brand stands in one event: booked, confirmed by traffic, or still to review. */
export function mentionState(event: Event, brandId: number): string {
  const own = (event.sponsorships ?? []).filter((row) => row.brand_id === brandId);
  if (own.some((row) => row.is_planned)) return 'Booked';
  if (own.some((row) => row.mentions.every((mention) => mention.is_reviewed))) return 'Confirmed';
  return 'To review';
}

/**
 * The `trending sponsorship` modal (decisions §9, traffic): the brand's mentions across channels,
 * newest first, each event with its creator's channel and whether it was booked, confirmed by
 * traffic, or is still to review.
 */
export function TrendingSponsorshipModal({ brandId, ...modal }: TrendingSponsorshipModalProps) {
  const brand = useBrand(brandId);
  const list = useEvents({ sponsor_id: brandId, aired: true, sort: '-aired_date' });
  const channels = new Set(list.items.map((event) => event.content_id)).size;
  const name = brand.data?.name ?? 'The brand';
  return (
    <Modal {...modal} size="lg">
      <Dialog title={`${name}: mentions across channels`}>
        {list.error !== undefined ? (
          <ErrorState
            headingLevel={3}
            title="The mentions could not be loaded."
            description={list.error.message}
            action={{ label: 'Try again', onPress: () => void list.mutate() }}
          />
        ) : list.isLoading ? (
          <Skeleton lines={6} label="Loading the mentions" />
        ) : (
          <Stack>
            <p className={styles.note}>
              {list.total === 0
                ? `${name} has not been mentioned in any aired event.`
                : `${list.total ?? list.items.length} aired events; ${channels} channels in the first ${list.items.length}.`}
            </p>
            <ul className={styles.mentions} aria-label={`${name}'s mentions`}>
              {list.items.map((event) => (
                <li key={event.id} className={styles.mention}>
                  <strong>{event.title}</strong>
                  <p className={styles.note}>
                    {[
                      event.channel?.name ?? event.creator?.name,
                      formatDate(event.aired_date),
                      mentionState(event, brandId),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
            {list.hasMore && (
              <Button isPending={list.isLoadingMore} onPress={() => list.loadMore()}>
                Load more mentions
              </Button>
            )}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
