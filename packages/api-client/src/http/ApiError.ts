/** What went wrong: the server answered an error, the network failed, time ran out, the caller
 * aborted, the answer could not be decoded, or something else failed (not a call's failure). */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'decode' | 'unknown';

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly message: string;
  readonly type?: string | undefined;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  readonly body?: unknown;
  readonly method: string;
  readonly url: string;
  readonly cause?: unknown;
}

/** The one error every call fails with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer came (network, timeout, aborted, unknown). */
  readonly status: number;
  /** The payload's `type`, e.g. 'impersonation' or 'read_only'. */
  readonly type: string | undefined;
  /** Per-field messages of a 422, by field name (Laravel's `errors`). */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly body: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.type = init.type;
    this.errors = init.errors ?? {};
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }

  /** The first message for a field, for showing beside it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The failures with no answer to read, each with what the user is told. */
export type NoAnswerKind = 'network' | 'timeout' | 'aborted' | 'unknown';

const NO_ANSWER_MESSAGES: Readonly<Record<NoAnswerKind, string>> = {
  network: 'Could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  aborted: 'The request was cancelled.',
  unknown: 'Something went wrong. Please try again.',
};

/** The ApiError of a failure with no answer (status 0), the original failure as its cause. */
export function errorWithoutAnswer(
  kind: NoAnswerKind,
  method: string,
  url: string,
  cause: unknown,
): ApiError {
  return new ApiError({ kind, status: 0, message: NO_ANSWER_MESSAGES[kind], method, url, cause });
}

/**
 * Any caught failure as an ApiError, so callers read one type: an ApiError as it is, an abort or
 * timeout of a signal as such, anything else (a bug, a fetch not made by the HTTP core) as
 * `unknown`. No call to name: method and url are empty.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  // Read the name of any object: a DOMException is not always an Error (jsdom's is not).
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  const kind = name === 'AbortError' ? 'aborted' : name === 'TimeoutError' ? 'timeout' : 'unknown';
  return errorWithoutAnswer(kind, '', '', error);
}

const FALLBACK_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Your session has ended. Please sign in again.',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  419: 'Your session expired. Please try again.',
  422: 'Some fields need attention.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function readErrors(value: unknown): Record<string, readonly string[]> {
  if (typeof value !== 'object' || value === null) return {};
  const errors: Record<string, readonly string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m) => typeof m === 'string');
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

/** The ApiError of an error answer, with the server's message when it sent one. */
export function errorFromResponse(
  status: number,
  body: unknown,
  method: string,
  url: string,
): ApiError {
  const payload =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof payload.message === 'string' && payload.message.trim() !== ''
      ? payload.message
      : (FALLBACK_MESSAGES[status] ??
        (status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : `Request failed (${status}).`));
  return new ApiError({
    kind: 'http',
    status,
    message,
    type: typeof payload.type === 'string' ? payload.type : undefined,
    errors: readErrors(payload.errors),
    body,
    method,
    url,
  });
}
