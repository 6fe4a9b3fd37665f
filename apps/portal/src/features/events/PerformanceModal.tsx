import { useEvent } from '@airtime/api-client';
import {
  DateText,
  Dialog,
  ErrorState,
  Link,
  type ManagedModalProps,
  Modal,
  Skeleton,
  Stack,
  Stat,
  text,
} from '@airtime/design-system';
import { type Event, isAired, summarizeEvents } from '@airtime/domain';
import { DetailList } from '../page/DetailList.tsx';
import { Figures } from '../page/PageHeader.tsx';
import { EventFigureStats } from './EventFigureStats.tsx';

export type PerformanceModalProps = ManagedModalProps & { readonly eventId: number };

/**
 * The creator app's `performance` modal (decisions §9): one event's figures. An aired event shows
 * its views against the estimate, what it earned and its CPM; one not aired yet, its estimate and
 * agreed rate. Opened from the creator's event tables, in the URL.
 */
export function PerformanceModal({ eventId, ...modal }: PerformanceModalProps) {
  const { data: event, error, mutate } = useEvent(eventId);
  return (
    <Modal {...modal} size="md">
      <Dialog title={event?.title ?? 'Event performance'}>
        {event !== undefined ? (
          <EventPerformance event={event} />
        ) : error === undefined ? (
          <Skeleton lines={6} label="Loading the event" />
        ) : (
          <ErrorState
            headingLevel={3}
            title={
              error.status === 404 ? 'This event was not found.' : 'The event could not be loaded.'
            }
            description={error.status === 404 ? 'It may have been removed.' : error.message}
            {...(error.status === 404
              ? {}
              : { action: { label: 'Try again', onPress: () => void mutate() } })}
          />
        )}
      </Dialog>
    </Modal>
  );
}

function EventPerformance({ event }: { readonly event: Event }) {
  const aired = isAired(event);
  return (
    <Stack space="lg">
      {aired ? (
        <EventFigureStats
          figures={summarizeEvents([event])}
          show={['views', 'estimatedViews', 'delivery', 'earnings', 'cpm']}
          isLoading={false}
        />
      ) : (
        <>
          <p className={text({ size: 'sm', tone: 'subtle' })}>
            Not aired yet: its views, earnings and CPM show here once it airs.
          </p>
          <Figures>
            <Stat label="Estimated views" value={event.estimated_views} compact />
            <Stat label="Agreed rate" value={event.rate} format="money" />
          </Figures>
        </>
      )}
      <DetailList
        details={[
          ['Brand', event.brand?.name ?? 'No brand'],
          ['Channel', event.channel?.name ?? '—'],
          [
            'Planned',
            event.planned_date === null ? (
              '—'
            ) : (
              <DateText key="planned" value={event.planned_date} />
            ),
          ],
          [
            'Aired',
            event.aired_date === null ? (
              'Not yet'
            ) : (
              <DateText key="aired" value={event.aired_date} />
            ),
          ],
          [
            'Video',
            event.url === null ? (
              'No link yet'
            ) : (
              <Link key="video" href={event.url} isExternal>
                Watch the video
              </Link>
            ),
          ],
        ]}
      />
    </Stack>
  );
}
