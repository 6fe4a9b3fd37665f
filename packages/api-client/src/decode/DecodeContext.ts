import type { ListIncluded } from '@airtime/domain';

/** Called with a sentence for each record left out while decoding (development aid). */
export type DecodeWarn = (message: string) => void;

/** What decoding one response needs beside the raw body. */
export interface DecodeContext {
  readonly warn: DecodeWarn;
  /** The response's `included`, when it is a list with related records. */
  readonly included: ListIncluded;
  /** Rows of `included` by resource and id, built on first use. */
  readonly lookups: Map<string, Map<number, unknown>>;
  /** Rows of `included` being decoded now, outermost first: a row is not filled in again inside itself. */
  readonly decoding: Set<unknown>;
}

export function createDecodeContext(warn: DecodeWarn, included: ListIncluded = {}): DecodeContext {
  return { warn, included, lookups: new Map(), decoding: new Set() };
}

/** The row of `included[resource]` with this id, if the response sent one. */
export function findIncluded(context: DecodeContext, resource: string, id: number): unknown {
  let byId = context.lookups.get(resource);
  if (byId === undefined) {
    byId = new Map();
    for (const row of context.included[resource] ?? []) {
      const rowId = (row as { id?: unknown } | null)?.id;
      if (typeof rowId === 'number') byId.set(rowId, row);
    }
    context.lookups.set(resource, byId);
  }
  return byId.get(id);
}
