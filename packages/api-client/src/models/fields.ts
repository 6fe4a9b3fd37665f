import type { SubjectType } from '@airtime/domain';
import * as v from 'valibot';
import type { RecordModel, Relation } from '../decode/defineModel.ts';

/** A record id or foreign key. */
export const id = v.number();

/** A nullable foreign key or count. */
export const optionalNumber = v.nullable(v.number());

/** Free text or a date the server may leave empty. */
export const optionalText = v.nullable(v.string());

/**
 * A boolean column. Laravel sends columns it does not cast as 1 and 0, which mean the same thing:
 * accepting them keeps a record the screens can show.
 */
export const flag = v.union([
  v.boolean(),
  v.pipe(
    v.picklist([0, 1]),
    v.transform((value) => value === 1),
  ),
]);

/** created_at and updated_at, ISO date-times. */
export const timestamps = { created_at: v.string(), updated_at: v.string() };

/** deleted_at: decodeRecord leaves out a record where it is set. */
export const softDeleted = { deleted_at: optionalText };

/**
 * A picklist of every member of a domain union that @airtime/domain declares without a list:
 * the list must name them all (the typecheck fails when the union grows), so the schema's output
 * is exactly the union.
 */
export function everyOf<T extends string | number>() {
  return <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)) =>
    v.picklist(list);
}

/** Every subject type (Laravel morph type) records attach to. */
export const subjectTypeSchema = /* @__PURE__ */ everyOf<SubjectType>()([
  'agency',
  'brand',
  'creator',
  'channel',
  'campaign',
  'event',
  'event_production',
]);

/**
 * The same model with no relation required: for answers that carry bare rows (batch writes,
 * records nested in another, realtime payloads), where a required relation could never be found.
 */
export function withOptionalRelations<T>(model: RecordModel<T>): RecordModel<T> {
  const relations: Record<string, Relation> = {};
  for (const [key, relation] of Object.entries(model.relations))
    relations[key] = relation.kind === 'one' ? { ...relation, required: false } : relation;
  return { ...model, relations };
}
