import type * as v from 'valibot';

/** The keys of T that are optional: in the domain model, a record's relations. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** A record's own fields (its relations left out): what its schema checks. */
export type OwnFields<T> = Omit<T, OptionalKeys<T>>;

/** How to fill one relation of a record. */
export type Relation =
  | {
      /** A single related record, embedded under the relation's name or found in `included`. */
      readonly kind: 'one';
      readonly model: () => RecordModel<unknown>;
      /** The foreign key on the record (e.g. 'brand_id'); looked up in `included[from]`. */
      readonly key?: string;
      /** The `included` resource that holds the related rows (e.g. 'brands'). */
      readonly from?: string;
      /**
       * A record whose key is set but whose related record is missing (not embedded, not in
       * `included`, or invalid) is left out (spec §3).
       */
      readonly required?: boolean;
    }
  | {
      /** A list of related records embedded under the relation's name; invalid ones are dropped. */
      readonly kind: 'many';
      readonly model: () => RecordModel<unknown>;
    };

/**
 * What the client knows about one kind of record: the schema of its own fields and how its
 * relations are filled. `T` is the `@airtime/domain` type the decoded record has.
 */
export interface RecordModel<T> {
  /** For warnings: 'brand', 'message'. */
  readonly name: string;
  /** Checks the record's own fields; unknown fields pass through (the server may add some). */
  readonly schema: v.GenericSchema<unknown, unknown>;
  readonly relations: Readonly<Record<string, Relation>>;
  /** Phantom: never set, only carries T. */
  readonly __type?: T;
}

/**
 * Declares the model of a domain record. The schema must produce the record's own fields, so a
 * change in `@airtime/domain` that the schema misses fails the typecheck:
 *
 * ```ts
 * export const brandModel = defineModel<Brand>()({
 *   name: 'brand',
 *   schema: v.looseObject({ id: v.number(), name: v.string(), ... }),
 *   relations: { representative: { kind: 'one', model: () => userSummaryModel, key: 'representative_id', from: 'users' } },
 * });
 * ```
 */
export function defineModel<T>() {
  return <Schema extends v.GenericSchema<unknown, OwnFields<T>>>(definition: {
    readonly name: string;
    readonly schema: Schema;
    readonly relations?: { readonly [K in OptionalKeys<T>]?: Relation };
  }): RecordModel<T> => ({
    name: definition.name,
    schema: definition.schema,
    relations: (definition.relations ?? {}) as Readonly<Record<string, Relation>>,
  });
}
