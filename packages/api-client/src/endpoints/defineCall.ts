import type { DecodeWarn } from '../decode/DecodeContext.ts';
import type { Decoder } from '../decode/decoders.ts';

/** A decoder that loads what it needs first (`getOwnProfile`'s). */
export type AsyncDecoder<Result> = (raw: unknown, warn: DecodeWarn) => Promise<Result>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The `:name` segments of a path template: '/api/brands/:id' gives 'id'. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type PathParams<Path extends string> = {
  readonly [K in PathParamNames<Path>]: number | string;
};

/** A query value: lists go out as `name[]=a&name[]=b` (sort as `a,b`), booleans as 1 or 0, null as empty. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

export type QueryParams = { readonly [name: string]: QueryValue };

/** One call of spec §7: how to send it and what comes back. */
export interface Call<
  Path extends string = string,
  Query = unknown,
  Body = unknown,
  Result = unknown,
> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** Sent as POST with `_method` (Laravel method spoofing), e.g. the form-data updates. */
  readonly methodOverride?: 'PUT';
  /** How the body goes out: JSON (the default) or multipart form data (files). */
  readonly bodyType?: 'json' | 'form';
  /** A form submit: fetch a fresh CSRF cookie first (spec §7, GET /sanctum/csrf-cookie). */
  readonly freshCsrf?: boolean;
  /**
   * Open without a session (a shared report): its 401 means the link, not the session, so its
   * failures never reach the session's hooks (no sign-out, no redirect to login).
   */
  readonly isPublic?: boolean;
  /** Turns the answer into the result; an async one may load its models on first use. */
  readonly decode: Decoder<Result> | AsyncDecoder<Result>;
  /** Phantom: never set, only carries the query and body types. */
  readonly __types?: { readonly query: Query; readonly body: Body };
}

// biome-ignore lint/suspicious/noExplicitAny: a call of any shape; its users keep its own types.
export type AnyCall = Call<string, any, any, any>;

/** Abort and timeout of one request. */
export interface RequestOptions {
  readonly signal?: AbortSignal;
  /** Overrides the client's default timeout (ms). */
  readonly timeoutMs?: number;
  /** A failure is not reported to the client's hooks (a preload: the page's own call reports). */
  readonly quiet?: boolean;
}

type ParamsInput<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: PathParams<Path> };
type QueryInput<Query> = [Query] extends [never]
  ? { readonly query?: undefined }
  : { readonly query?: Query };
type BodyInput<Body> = [Body] extends [never]
  ? { readonly body?: undefined }
  : { readonly body: Body };

/** What a caller passes to make a call: path params, query, body, signal. */
export type CallInput<C> =
  C extends Call<infer Path, infer Query, infer Body, unknown>
    ? ParamsInput<Path> & QueryInput<Query> & BodyInput<Body> & RequestOptions
    : never;

export type CallResult<C> = C extends Call<string, unknown, unknown, infer Result> ? Result : never;

/** The input argument is optional when the call needs no params and no body. */
export type CallArgs<C> = [PathParamNames<C extends Call<infer P> ? P : never>] extends [never]
  ? C extends Call<string, unknown, infer Body>
    ? [Body] extends [never]
      ? [input?: CallInput<C>]
      : [input: CallInput<C>]
    : never
  : [input: CallInput<C>];

/**
 * Declares a call. Query and body types are given explicitly (`never` when there is none); the
 * path's parameters and the result's type are inferred:
 *
 * ```ts
 * export const getBrand = defineCall()({ method: 'GET', path: '/api/brands/:id', decode: one(brandModel) });
 * export const listBrands = defineCall<BrandListQuery>()({ method: 'GET', path: '/api/brands', decode: list(brandModel) });
 * export const createBrand = defineCall<never, BrandInput>()({ method: 'POST', path: '/api/brands', decode: one(brandModel) });
 * ```
 */
export function defineCall<Query = never, Body = never>() {
  return <const Path extends string, Result>(
    definition: Omit<Call<Path, Query, Body, Result>, '__types'>,
  ): Call<Path, Query, Body, Result> => definition;
}

/** The path with its `:name` segments filled, each value URL-encoded. */
export function fillPath(
  path: string,
  params: Readonly<Record<string, number | string>> = {},
): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter '${name}' for ${path}.`);
    return encodeURIComponent(String(value));
  });
}

/** The query string (without '?'), keys sorted so equal queries give equal strings (cache keys). */
export function encodeQuery(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const parts: string[] = [];
  const scalar = (value: string | number | boolean) =>
    typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined) continue;
    const key = encodeURIComponent(name);
    // Several sort fields go as one comma list ('sort=-budget,name'), as Laravel APIs read it.
    if (name === 'sort' && Array.isArray(value)) {
      parts.push(`sort=${(value as readonly string[]).map(encodeURIComponent).join(',')}`);
    } else if (Array.isArray(value)) {
      for (const item of value as readonly (string | number | boolean)[])
        parts.push(`${key}[]=${encodeURIComponent(scalar(item))}`);
    } else if (value === null) {
      parts.push(`${key}=`);
    } else {
      parts.push(`${key}=${encodeURIComponent(scalar(value as string | number | boolean))}`);
    }
  }
  return parts.join('&');
}

/** The relative URL of a call: its filled path plus the encoded query. */
export function callUrl(
  call: Pick<Call, 'path'>,
  input: {
    readonly params?: Readonly<Record<string, number | string>> | undefined;
    readonly query?: unknown;
  } = {},
): string {
  const search = encodeQuery(input.query as QueryParams | undefined);
  const path = fillPath(call.path, input.params ?? {});
  return search === '' ? path : `${path}?${search}`;
}
