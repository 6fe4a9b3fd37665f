import { useEvent } from '@airtime/api-client';
import {
  Button,
  Dialog,
  ErrorState,
  formatDate,
  Inline,
  Link,
  type ManagedModalProps,
  Modal,
  Num,
  Section,
  Skeleton,
  Stack,
} from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { BrandPicker, type Named } from '../records/NamePicker.tsx';
import { foundSponsorships } from './foundSponsorships.ts';
import { formatMentionTime, mentionUrl } from './mentionTime.ts';
import * as styles from './traffic.css.ts';
import { type TrafficModalPropsByName, useTrafficModals } from './trafficModalProps.ts';
import { useSponsorshipDecisions } from './useSponsorshipDecisions.ts';

export type SponsorshipReviewModalProps = ManagedModalProps &
  TrafficModalPropsByName['sponsorship-review'];

/**
 * The review of a potentially sponsored event (decisions §9, traffic): what was said and when,
 * on which channel, and the decision: confirm the sponsorship or mark it not sponsored. A decided
 * event leaves the queue with an Undo in its toast; Read Only users read the review.
 */
export function SponsorshipReviewModal({ eventId, ...modal }: SponsorshipReviewModalProps) {
  const event = useEvent(eventId);
  const data = event.data;
  return (
    <Modal {...modal} size="lg">
      <Dialog title={data === undefined ? 'Review mention' : `Review: ${data.title}`}>
        {data === undefined ? (
          event.error === undefined ? (
            <Skeleton lines={6} label="Loading the event" />
          ) : (
            <ErrorState
              headingLevel={3}
              title="The event could not be loaded."
              description={event.error.message}
              action={{ label: 'Try again', onPress: () => void event.mutate() }}
            />
          )
        ) : (
          <Review event={data} close={() => modal.onOpenChange(false)} />
        )}
      </Dialog>
    </Modal>
  );
}

function Review({ event, close }: { readonly event: Event; readonly close: () => void }) {
  const mayWrite = useMayWrite();
  const modals = useTrafficModals();
  const { confirm, reject } = useSponsorshipDecisions();
  const [brand, setBrand] = useState<Named | null>(null);
  const [brandError, setBrandError] = useState<string>();
  const found = foundSponsorships(event);

  function onConfirm() {
    if (found.length === 0 && brand === null) {
      setBrandError('Choose the brand that was mentioned.');
      return;
    }
    close();
    void confirm(event, found.length === 0 ? (brand ?? undefined) : undefined);
  }

  return (
    <Stack space="lg">
      <dl className={styles.facts}>
        <dt className={styles.factName}>Creator</dt>
        <dd className={styles.factValue}>{event.creator?.name ?? '—'}</dd>
        <dt className={styles.factName}>Channel</dt>
        <dd className={styles.factValue}>{event.channel?.name ?? '—'}</dd>
        <dt className={styles.factName}>Aired</dt>
        <dd className={styles.factValue}>{formatDate(event.aired_date)}</dd>
        <dt className={styles.factName}>Views</dt>
        <dd className={styles.factValue}>
          <Num value={event.actual_views} compact />
        </dd>
        <dt className={styles.factName}>Video</dt>
        <dd className={styles.factValue}>
          {event.url === null ? (
            'No link'
          ) : (
            <Link href={event.url} isExternal>
              {event.url}
            </Link>
          )}
        </dd>
      </dl>
      <Section title="Mentions" headingLevel={3}>
        {found.length === 0 ? (
          <Stack>
            <p className={styles.note}>
              Matching flagged this event but named no brand. Watch it, then name the brand or mark
              it not sponsored.
            </p>
            {mayWrite && (
              <BrandPicker
                label="Brand mentioned"
                value={brand}
                onChange={(value) => {
                  setBrand(value);
                  setBrandError(undefined);
                }}
                errorMessage={brandError}
              />
            )}
          </Stack>
        ) : (
          <ul className={styles.mentions}>
            {found.map((sponsorship) => (
              <li key={sponsorship.id} className={styles.mention}>
                <Inline space="sm" alignY="center">
                  <strong>{sponsorship.brand?.name ?? `Brand ${sponsorship.brand_id}`}</strong>
                  <span className={styles.note}>{sponsorship.type}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() =>
                      modals.open('trending-sponsorship', { brandId: sponsorship.brand_id })
                    }
                  >
                    Mentions across channels
                  </Button>
                </Inline>
                <MentionTimes event={event} starts={sponsorship.mentions.map((m) => m.start)} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Inline space="sm">
        <Button
          variant="ghost"
          onPress={() => modals.open('event-description-changes', { eventId: event.id })}
        >
          Description changes
        </Button>
        {mayWrite && (
          <Button
            variant="ghost"
            onPress={() => modals.open('event-claiming', { eventId: event.id })}
          >
            Claim for a campaign
          </Button>
        )}
      </Inline>
      {mayWrite && (
        <Inline space="sm" align="end">
          <Button
            onPress={() => {
              close();
              void reject(event);
            }}
          >
            Not sponsored
          </Button>
          <Button variant="primary" onPress={onConfirm}>
            Confirm sponsorship
          </Button>
        </Inline>
      )}
    </Stack>
  );
}

function MentionTimes({ event, starts }: { readonly event: Event; readonly starts: number[] }) {
  if (starts.length === 0) return <p className={styles.note}>No moment recorded.</p>;
  return (
    <p className={styles.note}>
      Said at{' '}
      {starts.map((start, index) => {
        const url = mentionUrl(event.url, start);
        const time = formatMentionTime(start);
        return (
          <span key={start}>
            {index > 0 && ', '}
            {url === null ? (
              time
            ) : (
              <Link href={url} isExternal>
                {time}
              </Link>
            )}
          </span>
        );
      })}
    </p>
  );
}
