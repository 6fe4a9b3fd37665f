/** Per-field messages, Laravel's shape: `{ field: ['The field is required.'] }`. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/**
 * An error a handler throws to answer with a status and a message instead of going on. The route
 * pipeline turns it into `{ message, ...extra }` with that status.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, extra: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = extra;
  }
}

/** 422 with Laravel's body: the first message (and how many more), plus every field's list. */
export class ValidationError extends HttpError {
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super(422, summarize(errors), { errors });
    this.name = 'ValidationError';
    this.errors = errors;
  }
}

/** Laravel's summary line: 'The name field is required. (and 2 more errors)'. */
function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** Throws a 422 for one field. */
export function fieldError(field: string, message: string): never {
  throw new ValidationError({ [field]: [message] });
}

/** Throws a 404 naming the record: 'Brand 12 not found.' */
export function notFound(what: string, id?: number | string): never {
  throw new HttpError(404, id === undefined ? `${what} not found.` : `${what} ${id} not found.`);
}

/** Throws a 403 with a message. */
export function forbidden(message = 'This action is unauthorized.'): never {
  throw new HttpError(403, message);
}

/** A live record, or a 404 naming it. */
export function found<T>(record: T | undefined, what: string, id: number): T {
  if (record === undefined) notFound(what, id);
  return record;
}
