import { Banner, type ManagedModalProps, Skeleton } from '@airtime/design-system';
import { FormModal } from './FormModal.tsx';

export interface FormModalPendingProps extends ManagedModalProps {
  readonly title: string;
  /** What the modal edits, for its messages: 'agency'. */
  readonly noun: string;
  /** Its load failed, or it was loaded and is not there (a link to a deleted record). */
  readonly missing: boolean;
  /** A 404 reads as missing; any other failure says why. */
  readonly error?: { readonly message: string; readonly status?: number } | undefined;
}

/**
 * A form modal opened (often from a link) before its record is there: a skeleton while it
 * loads, then one clear message if it does not exist, with Close; never an empty screen.
 */
export function FormModalPending({ title, noun, missing, error, ...modal }: FormModalPendingProps) {
  return (
    <FormModal
      {...modal}
      title={title}
      submitLabel="Save"
      onSubmit={() => undefined}
      isPending={false}
      mayWrite={false}
    >
      {missing || error?.status === 404 ? (
        <Banner tone="critical">{`This ${noun} does not exist, or was deleted.`}</Banner>
      ) : error !== undefined ? (
        <Banner tone="critical">{`The ${noun} could not be loaded: ${error.message}`}</Banner>
      ) : (
        <Skeleton lines={4} label={`Loading the ${noun}`} />
      )}
    </FormModal>
  );
}
