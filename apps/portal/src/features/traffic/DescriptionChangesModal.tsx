import { useEvent } from '@airtime/api-client';
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
import type { EventDescriptionChange } from '@airtime/domain';
import * as styles from './traffic.css.ts';
import type { TrafficModalPropsByName } from './trafficModalProps.ts';

export type DescriptionChangesModalProps = ManagedModalProps &
  TrafficModalPropsByName['event-description-changes'];

const FIELD_NAMES: Record<EventDescriptionChange['field'], string> = {
  title: 'Description',
  url: 'Video link',
};

/**
 * The `event description changes` modal (decisions §9, traffic): each change of the event's
 * description (its title) and video link, newest first, before and after, by whom and when.
 */
export function DescriptionChangesModal({ eventId, ...modal }: DescriptionChangesModalProps) {
  const event = useEvent(eventId);
  const changes = event.data?.description_changes ?? [];
  return (
    <Modal {...modal}>
      <Dialog
        title="Description changes"
        footer={
          <Button slot="close" variant="primary">
            Done
          </Button>
        }
      >
        {event.data === undefined ? (
          event.error === undefined ? (
            <Skeleton lines={4} label="Loading the changes" />
          ) : (
            <ErrorState
              headingLevel={3}
              title="The changes could not be loaded."
              description={event.error.message}
              action={{ label: 'Try again', onPress: () => void event.mutate() }}
            />
          )
        ) : (
          <Stack>
            <p className={styles.note}>Now: {event.data.title}</p>
            {changes.length === 0 ? (
              <p>The description has not changed since the event was added.</p>
            ) : (
              <ol className={styles.mentions} aria-label="Changes, newest first">
                {changes.map((change) => (
                  <li key={change.id} className={styles.mention}>
                    <p className={styles.note}>
                      {FIELD_NAMES[change.field]} changed {formatDate(change.created_at)}
                      {change.user_name === null ? '' : ` by ${change.user_name}`}
                    </p>
                    <dl className={styles.facts}>
                      <dt className={styles.factName}>Before</dt>
                      <dd className={styles.factValue}>
                        <del>{change.from ?? 'Empty'}</del>
                      </dd>
                      <dt className={styles.factName}>After</dt>
                      <dd className={styles.factValue}>
                        <ins>{change.to ?? 'Empty'}</ins>
                      </dd>
                    </dl>
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
