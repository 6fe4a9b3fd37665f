import type { ListIncluded } from '@airtime/domain';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import type { RecordModel } from '../decode/defineModel.ts';

/** One record through its model, with the warnings decoding gave. */
export function decodeWithWarnings<T>(
  model: RecordModel<T>,
  raw: unknown,
  included: ListIncluded = {},
): { readonly record: T | undefined; readonly warnings: string[] } {
  const warnings: string[] = [];
  const record = decodeRecord(
    model,
    raw,
    createDecodeContext((message) => warnings.push(message), included),
  );
  return { record, warnings };
}
