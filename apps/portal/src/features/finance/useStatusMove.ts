import { type InfiniteList, replaceRecord, useSessionState } from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import type { StatusChange } from '@airtime/domain';
import { useCallback } from 'react';
import { getUserName } from '../users/getUserName.ts';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';

/** A finance record that moves along statuses, keeping who moved it and when. */
export interface MovableRecord<S extends string> {
  readonly id: number;
  readonly status: S;
  readonly status_changes: readonly StatusChange<S>[];
  readonly updated_at: string;
}

export interface StatusMoveOptions<S extends string, R extends MovableRecord<S>> {
  /** Sends the move; resolves to the record as the server now has it. */
  readonly send: (row: R, status: S) => Promise<R>;
  /** What the move is, for the toasts: 'move INV-2026-0042 to Paid'. */
  readonly describe: (row: R, status: S) => string;
  /** The dates the move stamps (a payout's sent_at), shown at once too. */
  readonly stamp?: (status: S, at: string) => Partial<R>;
}

/**
 * Moves a record of a list to another status at once, with the user's name and the time in its
 * history; the server's answer replaces it, a refusal puts it back with a toast and Retry.
 */
export function useStatusMove<S extends string, R extends MovableRecord<S>>(
  list: InfiniteList<R>,
  { send, describe, stamp }: StatusMoveOptions<S, R>,
) {
  const { profile } = useSessionState();
  const by = profile === null ? null : getUserName(profile);
  const { mutate } = list;
  return useCallback(
    async function move(row: R, status: S) {
      const at = new Date().toISOString();
      await put(mutate, {
        ...row,
        ...stamp?.(status, at),
        status,
        status_changes: [...row.status_changes, { status, at, by }],
        updated_at: at,
      });
      try {
        await put(mutate, await send(row, status));
        toast.success(`${capitalize(describe(row, status))}: done.`);
      } catch (error) {
        await put(mutate, row);
        toastWriteFailure(describe(row, status), error, () => void move(row, status));
      }
    },
    [mutate, send, describe, stamp, by],
  );
}

function put<R extends { readonly id: number }>(mutate: InfiniteList<R>['mutate'], row: R) {
  return mutate((pages) => replaceRecord(pages, row) as typeof pages, { revalidate: false });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
