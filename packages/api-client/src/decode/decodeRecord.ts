import * as v from 'valibot';
import { type DecodeContext, findIncluded } from './DecodeContext.ts';
import type { RecordModel, Relation } from './defineModel.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(model: RecordModel<unknown>, raw: unknown): string {
  const id = isObject(raw) ? raw.id : undefined;
  return typeof id === 'number' ? `${model.name} ${id}` : `a ${model.name}`;
}

/** The related record of a 'one' relation: embedded, else from `included`; null when unset. */
function resolveOne(
  relation: Extract<Relation, { kind: 'one' }>,
  name: string,
  raw: Record<string, unknown>,
  context: DecodeContext,
): { found: true; value: unknown } | { found: false; keySet: boolean } {
  const model = relation.model();
  if (raw[name] !== undefined && raw[name] !== null) {
    const value = decodeRecord(model, raw[name], context);
    return value === undefined ? { found: false, keySet: true } : { found: true, value };
  }
  const keyValue = relation.key === undefined ? undefined : raw[relation.key];
  if (typeof keyValue !== 'number') return { found: false, keySet: false };
  // Only embedded: it is missing. From `included`: an answer without that resource (a bare write
  // answer) could not carry it, so it is not missing.
  if (relation.from === undefined) return { found: false, keySet: true };
  if (context.included[relation.from] === undefined) return { found: false, keySet: false };
  const row = findIncluded(context, relation.from, keyValue);
  if (row === undefined) return { found: false, keySet: true };
  // A row already being decoded further out (a creator whose embedded channels point back at it)
  // is left unset rather than filled in again, for ever.
  if (context.decoding.has(row)) return { found: false, keySet: false };
  context.decoding.add(row);
  try {
    const value = decodeRecord(model, row, context);
    return value === undefined ? { found: false, keySet: true } : { found: true, value };
  } finally {
    context.decoding.delete(row);
  }
}

/**
 * Checks one record against its model and fills its relations. Answers undefined, with a warning,
 * for a record that fails its schema, is soft-deleted, or misses a required relation (spec §3):
 * the caller leaves it out.
 */
export function decodeRecord<T>(
  model: RecordModel<T>,
  raw: unknown,
  context: DecodeContext,
): T | undefined {
  const checked = v.safeParse(model.schema, raw);
  if (!checked.success || !isObject(checked.output)) {
    const issue = checked.issues?.[0];
    const where =
      issue === undefined ? '' : ` (${v.getDotPath(issue) ?? 'record'}: ${issue.message})`;
    context.warn(`Left out ${describe(model, raw)}: it does not match its schema${where}.`);
    return undefined;
  }
  const record: Record<string, unknown> = { ...checked.output };
  if (record.deleted_at !== undefined && record.deleted_at !== null) {
    context.warn(`Left out ${describe(model, raw)}: it is deleted.`);
    return undefined;
  }
  const source = raw as Record<string, unknown>;
  for (const [name, relation] of Object.entries(model.relations)) {
    if (relation.kind === 'many') {
      const list = source[name];
      if (!Array.isArray(list)) {
        delete record[name];
        continue;
      }
      const relatedModel = relation.model();
      record[name] = list.flatMap((item) => {
        const value = decodeRecord(relatedModel, item, context);
        return value === undefined ? [] : [value];
      });
      continue;
    }
    const resolved = resolveOne(relation, name, source, context);
    if (resolved.found) {
      record[name] = resolved.value;
    } else {
      delete record[name];
      if (relation.required === true && resolved.keySet) {
        context.warn(`Left out ${describe(model, raw)}: its ${name} is missing.`);
        return undefined;
      }
    }
  }
  return record as T;
}

/** Decodes each record of a list, leaving out the ones decodeRecord refuses. */
export function decodeRecords<T>(
  model: RecordModel<T>,
  raw: readonly unknown[],
  context: DecodeContext,
): T[] {
  return raw.flatMap((item) => {
    const value = decodeRecord(model, item, context);
    return value === undefined ? [] : [value];
  });
}
