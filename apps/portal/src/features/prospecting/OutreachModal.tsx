import { useCreator, useUpdateCreator } from '@airtime/api-client';
import {
  Button,
  DateText,
  Dialog,
  ErrorState,
  type ManagedModalProps,
  Modal,
  Skeleton,
  Stack,
  text,
  useModalManager,
} from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { ConversionBadge } from '../status/StatusBadges.tsx';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import { MAX_OUTREACH_EMAILS } from './outreachEmails.ts';
import * as styles from './prospecting.css.ts';

export interface OutreachModalProps extends ManagedModalProps {
  readonly creatorId: number;
}

/**
 * The `outreach` modal (decisions §9): where a prospect's conversion stands and since when, and
 * the emails the agency reaches it at. Removing one is optimistic (rolled back with a toast and
 * Retry); adding or changing one opens the `email form`.
 */
export function OutreachModal({ creatorId, ...modal }: OutreachModalProps) {
  const mayWrite = useMayWrite();
  const creator = useCreator(creatorId);
  const update = useUpdateCreator();
  const { open } = useModalManager();
  const openEmailForm = (email?: string) =>
    (open as (name: string, props: unknown) => void)('email-form', {
      creatorId,
      ...(email === undefined ? {} : { email }),
    });

  async function remove(before: Creator, email: string) {
    const outreach_emails = before.outreach_emails.filter((item) => item !== email);
    await creator.mutate({ ...before, outreach_emails }, { revalidate: false });
    try {
      await update.trigger({ params: { id: before.id }, body: { outreach_emails } });
    } catch (error) {
      await creator.mutate(before, { revalidate: false });
      toastWriteFailure(`remove ${email}`, error, () => void remove(before, email));
    }
  }

  const data = creator.data;
  const conversion = data?.conversionProcess;
  const stage = conversion?.workflows.conversion;
  return (
    <Modal {...modal}>
      <Dialog
        title={data === undefined ? 'Outreach' : `Outreach: ${data.name}`}
        footer={
          <>
            <Button slot="close">Close</Button>
            {mayWrite && data !== undefined && (
              <Button
                variant="primary"
                isDisabled={data.outreach_emails.length >= MAX_OUTREACH_EMAILS}
                onPress={() => openEmailForm()}
              >
                Add email
              </Button>
            )}
          </>
        }
      >
        {creator.error !== undefined ? (
          <ErrorState
            size="sm"
            title="The prospect could not be loaded."
            description={creator.error.message}
            action={{ label: 'Try again', onPress: () => void creator.mutate() }}
          />
        ) : data === undefined ? (
          <Skeleton lines={3} label="Loading the prospect" />
        ) : (
          <Stack space="md">
            <p className={text({ size: 'sm' })}>
              {stage === undefined || conversion === undefined ? (
                'Not in the pipeline.'
              ) : (
                <>
                  <ConversionBadge status={stage.status} /> since{' '}
                  <DateText value={conversion.updated_at} />
                </>
              )}
            </p>
            <ul className={styles.emails} aria-label="Outreach emails">
              {data.outreach_emails.length === 0 && (
                <li className={text({ tone: 'subtle' })}>No outreach email yet.</li>
              )}
              {data.outreach_emails.map((email) => (
                <li key={email} className={styles.email}>
                  <span>{email}</span>
                  {mayWrite && (
                    <span className={styles.emailActions}>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit ${email}`}
                        onPress={() => openEmailForm(email)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${email}`}
                        onPress={() => void remove(data, email)}
                      >
                        Remove
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
