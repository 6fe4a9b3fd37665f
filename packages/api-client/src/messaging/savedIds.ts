import { isTemporaryId } from '@airtime/domain';
import type { ApiError } from '../http/ApiError.ts';

/** What became of a temporary id: the saved record's id, or why the record was not saved. */
export type Resolution =
  | { readonly ok: true; readonly id: number }
  | { readonly ok: false; readonly error: ApiError };

// Enough for any burst of unsaved records a page could reference; the oldest go first.
const KEEP = 1_000;

/**
 * The saved ids of records created optimistically, so a change made to one before it was saved
 * (a reaction to a message still being sent) reaches the server under its real id.
 */
export class SavedIds {
  private readonly resolutions = new Map<number, Resolution>();

  resolve(temporaryId: number, outcome: Resolution): void {
    this.resolutions.set(temporaryId, outcome);
    if (this.resolutions.size > KEEP) {
      const oldest = this.resolutions.keys().next().value;
      if (oldest !== undefined) this.resolutions.delete(oldest);
    }
  }

  /** The saved id behind an id; throws the creation's error when it was never saved. */
  savedId(id: number): number {
    if (!isTemporaryId(id)) return id;
    const resolution = this.resolutions.get(id);
    // A thread's writes run in order, so its creation has ended before this is asked.
    if (resolution === undefined) throw new Error(`Record ${id} is not saved yet.`);
    if (!resolution.ok) throw resolution.error;
    return resolution.id;
  }

  /** Whether an id is the saved id of a record created here. */
  isSaved(id: number): boolean {
    for (const resolution of this.resolutions.values()) {
      if (resolution.ok && resolution.id === id) return true;
    }
    return false;
  }

  /** The saved id when known, else the id itself (for showing changes to unsaved records). */
  currentId(id: number): number {
    const resolution = this.resolutions.get(id);
    return resolution?.ok === true ? resolution.id : id;
  }
}
