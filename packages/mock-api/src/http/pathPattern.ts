/** The parameter names of a path pattern: '/api/brands/:id' gives 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<`/${Tail}`>
    : Rest
  : never;

/** The decoded path parameters of a pattern, by name. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string };

/** A compiled path pattern. */
export interface PathPattern<P extends string> {
  readonly pattern: P;
  /** The parameters when `pathname` matches, else null. */
  match(pathname: string): PathParams<P> | null;
  /**
   * Literal segments before parameters, position by position: routes sort by it so that
   * '/api/impersonate/stop' is tried before '/api/impersonate/:userId'.
   */
  readonly specificity: readonly number[];
}

type Segment = { readonly literal: string } | { readonly param: string };

/**
 * Compiles a same-origin path pattern such as '/api/brands/:id'. It matches the request's path
 * only, never its origin, so the same handlers answer relative calls from any host (the browser's
 * page, 127.0.0.1:4010, a test's http://mock.test). Segments compare exactly, so the spec's
 * double slash in '/api//brand/brands-with-access/:id' is an empty segment that must be there.
 * A trailing slash on the request is ignored.
 */
export function compilePathPattern<P extends string>(pattern: P): PathPattern<P> {
  if (!pattern.startsWith('/')) throw new Error(`Path pattern must start with '/': ${pattern}`);
  const segments: Segment[] = splitPath(pattern).map((part) =>
    part.startsWith(':') ? { param: part.slice(1) } : { literal: part },
  );
  return {
    pattern,
    specificity: segments.map((segment) => ('literal' in segment ? 0 : 1)),
    match(pathname) {
      const parts = splitPath(pathname);
      if (parts.length !== segments.length) return null;
      const params: Record<string, string> = {};
      for (let index = 0; index < segments.length; index += 1) {
        const segment = segments[index] as Segment;
        const part = parts[index] as string;
        if ('literal' in segment) {
          if (segment.literal !== part) return null;
        } else {
          if (part === '') return null;
          const decoded = safeDecode(part);
          if (decoded === null) return null;
          params[segment.param] = decoded;
        }
      }
      return params as PathParams<P>;
    },
  };
}

function splitPath(pathname: string): string[] {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.split('/').slice(1);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Orders patterns so literal segments win over parameters at the same position. */
export function compareSpecificity(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  // Different lengths never match the same path; ordering by length keeps the order total.
  return a.length - b.length;
}
