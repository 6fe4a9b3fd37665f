import type { ListIncluded, ListLinks, ListMeta } from '@airtime/domain';
import * as v from 'valibot';
import { createDecodeContext, type DecodeWarn } from './DecodeContext.ts';
import { DecodeError } from './DecodeError.ts';
import { decodeRecord, decodeRecords } from './decodeRecord.ts';
import type { RecordModel } from './defineModel.ts';

/** Turns a response body (undefined for 204) into a call's result; throws DecodeError. */
export type Decoder<Result> = (raw: unknown, warn: DecodeWarn) => Result;

// Apart from the decoders: the HTTP client knows it without loading valibot and the schemas here.
export { DecodeError } from './DecodeError.ts';

/** One page of a list, its records decoded (spec §7 'Response and query shape'). */
export interface ListPage<T> {
  readonly data: readonly T[];
  readonly meta: ListMeta;
  readonly links: ListLinks;
  /** The raw related records, for callers that need more than the filled relations. */
  readonly included: ListIncluded;
}

const envelopeSchema = v.looseObject({
  data: v.array(v.unknown()),
  included: v.optional(v.record(v.string(), v.array(v.unknown())), {}),
  meta: v.optional(v.looseObject({ per_page: v.number(), total: v.number() })),
  links: v.optional(
    v.looseObject({
      next: v.optional(v.nullable(v.string()), null),
      prev: v.optional(v.nullable(v.string()), null),
    }),
  ),
});

const singleSchema = v.looseObject({ data: v.unknown() });

function parse<S extends v.GenericSchema>(schema: S, raw: unknown, what: string): v.InferOutput<S> {
  const checked = v.safeParse(schema, raw);
  if (!checked.success) {
    const issue = checked.issues[0];
    throw new DecodeError(
      `The server's answer is not ${what}${issue === undefined ? '' : `: ${v.getDotPath(issue) ?? 'body'} ${issue.message}`}.`,
    );
  }
  return checked.output;
}

/** `{ data: record }`: the record, or DecodeError when it cannot be used. */
export function one<T>(model: RecordModel<T>): Decoder<T> {
  return (raw, warn) => {
    const body = parse(singleSchema, raw, `a ${model.name}`);
    const record = decodeRecord(model, body.data, createDecodeContext(warn));
    if (record === undefined)
      throw new DecodeError(`The ${model.name} the server sent is not usable.`);
    return record;
  };
}

/** `{ data: record | null }`: the record, or null (a missing or unusable one). */
export function optionalOne<T>(model: RecordModel<T>): Decoder<T | null> {
  return (raw, warn) => {
    const body = parse(singleSchema, raw, `a ${model.name}`);
    if (body.data === null || body.data === undefined) return null;
    return decodeRecord(model, body.data, createDecodeContext(warn)) ?? null;
  };
}

/** `{ data: [...] }` without paging: the usable records. */
export function many<T>(model: RecordModel<T>): Decoder<readonly T[]> {
  return (raw, warn) => {
    const body = parse(envelopeSchema, raw, `a list of ${model.name} records`);
    return decodeRecords(model, body.data, createDecodeContext(warn, body.included));
  };
}

/** The list envelope: usable records with relations filled from `included`. */
export function list<T>(model: RecordModel<T>): Decoder<ListPage<T>> {
  return (raw, warn) => {
    const body = parse(envelopeSchema, raw, `a list of ${model.name} records`);
    const data = decodeRecords(model, body.data, createDecodeContext(warn, body.included));
    return {
      data,
      included: body.included,
      meta: body.meta ?? { per_page: body.data.length, total: body.data.length },
      links: { next: body.links?.next ?? null, prev: body.links?.prev ?? null },
    };
  };
}

/** A body of any other shape, checked by a schema. */
export function shape<S extends v.GenericSchema>(
  schema: S,
  what: string,
): Decoder<v.InferOutput<S>> {
  return (raw) => parse(schema, raw, what);
}

// Apart too: a call that reads no body (page metrics, sent from every page) needs no valibot.
export { nothing } from './nothing.ts';
