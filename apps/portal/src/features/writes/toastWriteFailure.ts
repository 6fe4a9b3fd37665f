import { isApiError } from '@airtime/api-client';
import { toast } from '@airtime/design-system';

/**
 * Tells the user a write failed and was undone (decisions §9): what failed, the server's reason,
 * and a Retry that sends the same write again:
 * `toastWriteFailure('set the priority of 3 campaigns', error, () => void save(change))`.
 */
export function toastWriteFailure(what: string, error: unknown, retry?: () => void): void {
  toast.error(`Couldn't ${what}.`, {
    description: isApiError(error) || error instanceof Error ? error.message : undefined,
    action: retry === undefined ? undefined : { label: 'Retry', onAction: retry },
  });
}
