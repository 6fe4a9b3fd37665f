import { REALTIME, useEvent } from '@airtime/api-client';
import {
  Dialog,
  Drawer,
  ErrorState,
  formatDate,
  type ManagedModalProps,
  Money,
  Section,
  Skeleton,
  Stack,
} from '@airtime/design-system';
import {
  type Event,
  type EventProduction,
  formatProductionName,
  getEventDay,
} from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { RecordConversation } from '../inbox/RecordConversation.tsx';
import { withPresence } from '../presence/presence.css.ts';
import { PresenceAvatars } from '../presence/presenceGates.tsx';
import { LiveChangeNote } from '../realtime/LiveChangeNote.tsx';
import { ProductionStatusBadge, ProjectionBadge } from '../status/StatusBadges.tsx';
import { EventDetailsForm } from './EventDetailsForm.tsx';
import { ProductionSales } from './ProductionSales.tsx';
import { ProductionWorkflows } from './ProductionWorkflows.tsx';
import * as styles from './productionModal.css.ts';
import type { ProductionModalPropsByName } from './productionModalProps.ts';
import { useProductionEdit } from './useProductionEdit.ts';

export type ProductionModalProps = ManagedModalProps & ProductionModalPropsByName['production'];

/** '{brand} on {creator}, {day}', as the inbox names a production; its id until the event is in. */
export function productionTitle(production: EventProduction, event: Event | undefined): string {
  if (event === undefined) return `Production ${production.id}`;
  return formatProductionName({
    brand: event.brand?.name ?? null,
    creator: event.creator?.name ?? event.title,
    airedDate: event.aired_date,
    plannedDate: event.planned_date,
  });
}

/**
 * The `production` modal (decisions §9 'event production'): one production's workflows, its
 * offer, tracker, promo codes, video and tags, its event's details and its conversation, in a
 * side sheet over the list it was opened from.
 */
export function ProductionModal({ id, ...modal }: ProductionModalProps) {
  const mayWrite = useMayWrite();
  const { production } = useProductionEdit(id);
  const data = production.data;
  const event = useEvent(data?.event_id ?? null);
  return (
    <Drawer {...modal} placement="right" size="lg">
      <Dialog title={data === undefined ? 'Production' : productionTitle(data, event.data)}>
        {data === undefined ? (
          production.error === undefined ? (
            <Skeleton lines={8} label="Loading the production" />
          ) : (
            <ErrorState
              headingLevel={3}
              title="The production could not be loaded."
              description={production.error.message}
              action={{ label: 'Try again', onPress: () => void production.mutate() }}
            />
          )
        ) : (
          <Stack space="lg">
            <LiveChangeNote kind="event-production" id={data.id} />
            <div className={withPresence}>
              <Summary production={data} event={event.data} />
              <PresenceAvatars channel={REALTIME.channels.presence('production', data.id)} />
            </div>
            <Section title="Workflows" headingLevel={3}>
              <ProductionWorkflows
                production={data}
                mutate={production.mutate}
                mayWrite={mayWrite}
              />
            </Section>
            <Section title="Sales" headingLevel={3}>
              <ProductionSales production={data} event={event.data} mayWrite={mayWrite} />
            </Section>
            {event.data !== undefined && (
              <Section title="Event" headingLevel={3}>
                <EventDetailsForm key={event.data.id} event={event.data} mayWrite={mayWrite} />
              </Section>
            )}
            <Section title="Conversation" headingLevel={3}>
              <RecordConversation
                subjectType="event_production"
                subjectId={data.id}
                appType="agency"
                headingLevel={3}
              />
            </Section>
          </Stack>
        )}
      </Dialog>
    </Drawer>
  );
}

function Summary({
  production,
  event,
}: {
  readonly production: EventProduction;
  readonly event: Event | undefined;
}) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.factName}>Status</dt>
      <dd className={styles.factValue}>
        <ProductionStatusBadge status={production.status} />
      </dd>
      <dt className={styles.factName}>Projection</dt>
      <dd className={styles.factValue}>
        {production.projection === null ? (
          'Not projected'
        ) : (
          <ProjectionBadge projection={production.projection} weighted />
        )}
      </dd>
      <dt className={styles.factName}>Date</dt>
      <dd className={styles.factValue}>
        {formatDate(event === undefined ? null : getEventDay(event))}
      </dd>
      <dt className={styles.factName}>Rate</dt>
      <dd className={styles.factValue}>
        <Money value={event?.rate ?? null} />
      </dd>
    </dl>
  );
}
