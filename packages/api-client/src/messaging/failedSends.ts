import type { ApiError } from '../http/ApiError.ts';
import type { MessageDraft, SendOutcome } from './operations.ts';

/** A message the server did not save: gone from the list, kept here so the text is not lost. */
export interface FailedSend {
  /** The temporary id it was shown with. */
  readonly id: number;
  readonly threadId: number;
  /** What was typed, to show beside 'Retry' and 'Discard' or put back in the composer. */
  readonly draft: MessageDraft;
  readonly error: ApiError;
  /** Sends it again (shown at once with a new temporary id); it leaves the failed list. */
  retry(): Promise<SendOutcome>;
  /** Drops it for good. */
  discard(): void;
}

const NONE: readonly FailedSend[] = [];

/** The failed sends of each thread, with listeners for useSyncExternalStore. */
export class FailedSends {
  private readonly byThread = new Map<number, readonly FailedSend[]>();
  private readonly listeners = new Set<() => void>();

  /** The thread's failed sends, oldest first; the same array until they change. */
  of(threadId: number): readonly FailedSend[] {
    return this.byThread.get(threadId) ?? NONE;
  }

  add(failed: FailedSend): void {
    this.byThread.set(failed.threadId, [...this.of(failed.threadId), failed]);
    this.notify();
  }

  remove(failed: Pick<FailedSend, 'id' | 'threadId'>): boolean {
    const list = this.of(failed.threadId);
    const next = list.filter((row) => row.id !== failed.id);
    if (next.length === list.length) return false;
    if (next.length === 0) this.byThread.delete(failed.threadId);
    else this.byThread.set(failed.threadId, next);
    this.notify();
    return true;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
