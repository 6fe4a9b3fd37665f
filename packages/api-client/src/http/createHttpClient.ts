import { isReadOnly, type UserProfile } from '@airtime/domain';
import type { DecodeWarn } from '../decode/DecodeContext.ts';
import { DecodeError } from '../decode/DecodeError.ts';
import type { AnyCall, Call, CallArgs, CallInput, CallResult } from '../endpoints/defineCall.ts';
import { callUrl } from '../endpoints/defineCall.ts';
import { ApiError, errorFromResponse, errorWithoutAnswer } from './ApiError.ts';
import { type CookieReader, readDocumentCookie } from './cookies.ts';
import { localTokenStore, type TokenStore } from './tokenStore.ts';

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const IMPERSONATE_HEADER = 'x-impersonate-token';
/** The writer's realtime socket (decisions §5): the backend leaves it out of the write's events. */
export const SOCKET_ID_HEADER = 'X-Socket-ID';
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What the app does when a call fails in a way the user must see; the client holds no UI. */
export interface HttpClientHooks {
  /** 401: the session is gone (spec §8: clear user data, go to login and back). */
  onUnauthorized?(error: ApiError): void;
  /** 403 with type impersonation: the token is already cleared (spec §8: the modal). */
  onImpersonationOver?(error: ApiError): void;
  /** Any failed call while the user is Read Only (spec §6: a toast with the server's message). */
  onError?(error: ApiError): void;
}

export interface HttpClientOptions {
  /** Prefix of every path; '' (same origin) by default. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** Reads the XSRF-TOKEN cookie; document.cookie by default. */
  readonly readCookie?: CookieReader;
  /** Where the impersonation token is kept; localStorage by default. */
  readonly impersonation?: TokenStore;
  readonly timeoutMs?: number;
  readonly hooks?: HttpClientHooks;
  /** Told about each record left out while decoding; console.warn by default, pass () => {} in production. */
  readonly onDecodeWarning?: DecodeWarn;
}

export interface HttpClient {
  /** Makes one declared call and decodes its answer; fails with ApiError. */
  request<C extends AnyCall>(call: C, ...args: CallArgs<C>): Promise<CallResult<C>>;
  /** GET /sanctum/csrf-cookie now (before a form submit, or to recover from a 419). */
  refreshCsrf(): Promise<void>;
  /** The signed-in user, for the Read Only rule; the session sets it. */
  setUser(user: UserProfile | null): void;
  /**
   * Where unsafe calls read the realtime socket id they send as X-Socket-ID (as Laravel Echo's
   * interceptors do); startRealtime sets it, null when there is no connection.
   */
  setSocketId(read: (() => string | null) | null): void;
  readonly impersonation: TokenStore;
  /** The hooks, replaceable once the app's UI exists. */
  hooks: HttpClientHooks;
  readonly baseUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function toFormData(body: unknown, methodOverride: string | undefined): FormData {
  const form = new FormData();
  if (methodOverride !== undefined) form.append('_method', methodOverride);
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, formValue(item));
    else form.append(name, formValue(value));
  }
  return form;
}

function formValue(value: unknown): string | Blob {
  if (value instanceof Blob) return value;
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The HTTP core (spec §4, §7, §8): cookies on every call, JSON in and out, the XSRF header from
 * the XSRF-TOKEN cookie (fetched before the first unsafe call), one retry after a 419, the hooks
 * for 401, the impersonation 403 and Read Only users, abort signals and timeouts.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readCookie = options.readCookie ?? readDocumentCookie;
  const impersonation = options.impersonation ?? localTokenStore();
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const warn =
    options.onDecodeWarning ?? ((message: string) => console.warn(`[api-client] ${message}`));
  let user: UserProfile | null = null;
  let readSocketId: (() => string | null) | null = null;
  let csrfReady: Promise<void> | null = null;

  const fetchCsrf = async (): Promise<void> => {
    const url = `${baseUrl}${CSRF_COOKIE_PATH}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
    } catch (cause) {
      throw errorWithoutAnswer('network', 'GET', url, cause);
    }
    if (!response.ok)
      throw errorFromResponse(response.status, await readBody(response), 'GET', url);
  };

  const refreshCsrf = (): Promise<void> => {
    csrfReady = fetchCsrf().catch((error: unknown) => {
      csrfReady = null;
      throw error;
    });
    return csrfReady;
  };

  // Before the first unsafe call, before each form submit, and whenever the cookie is gone.
  const ensureCsrf = async (fresh: boolean): Promise<void> => {
    if (fresh || csrfReady === null) return refreshCsrf();
    await csrfReady;
    if (readCookie(XSRF_COOKIE) === undefined) await refreshCsrf();
  };

  const client: HttpClient = {
    baseUrl,
    impersonation,
    hooks: options.hooks ?? {},
    refreshCsrf,
    setUser(next) {
      user = next;
    },
    setSocketId(read) {
      readSocketId = read;
    },
    async request(call, ...args) {
      const input = (args[0] ?? {}) as CallInput<Call> & {
        params?: Record<string, string | number>;
      };
      const url = `${baseUrl}${callUrl(call, input)}`;
      const sentMethod = call.methodOverride === undefined ? call.method : 'POST';
      const unsafe = !SAFE_METHODS.has(sentMethod);

      const attempt = async (retried: boolean): Promise<Response> => {
        if (unsafe) await ensureCsrf(call.freshCsrf === true && !retried);
        const headers = new Headers({
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        });
        // Only a write sends it: reading document.cookie costs the page a blocking call each time.
        const xsrf = unsafe ? readCookie(XSRF_COOKIE) : undefined;
        if (xsrf !== undefined) headers.set(XSRF_HEADER, xsrf);
        const token = impersonation.get();
        if (token !== null) headers.set(IMPERSONATE_HEADER, token);
        const socketId = unsafe ? readSocketId?.() : null;
        if (socketId != null && socketId !== '') headers.set(SOCKET_ID_HEADER, socketId);
        let body: BodyInit | undefined;
        if (call.bodyType === 'form') {
          body = toFormData(input.body, call.methodOverride);
        } else if (input.body !== undefined || call.methodOverride !== undefined) {
          headers.set('content-type', 'application/json');
          const payload =
            call.methodOverride === undefined
              ? input.body
              : { ...(input.body as object | undefined), _method: call.methodOverride };
          body = JSON.stringify(payload);
        }
        const timeout = AbortSignal.timeout(input.timeoutMs ?? defaultTimeout);
        const signal =
          input.signal === undefined ? timeout : AbortSignal.any([input.signal, timeout]);
        let response: Response;
        try {
          response = await fetchImpl(url, {
            method: sentMethod,
            headers,
            credentials: 'include',
            signal,
            ...(body === undefined ? {} : { body }),
          });
        } catch (cause) {
          const aborted = input.signal?.aborted === true;
          const timedOut = !aborted && timeout.aborted;
          const kind = aborted ? 'aborted' : timedOut ? 'timeout' : 'network';
          throw errorWithoutAnswer(kind, call.method, url, cause);
        }
        // 419: the CSRF token expired; refresh it and try once more (spec §8).
        if (response.status === 419 && !retried) {
          await refreshCsrf();
          return attempt(true);
        }
        return response;
      };

      try {
        const response = await attempt(false);
        const raw = await readBody(response);
        if (!response.ok) throw errorFromResponse(response.status, raw, call.method, url);
        try {
          return (await call.decode(raw, warn)) as never;
        } catch (cause) {
          if (!(cause instanceof DecodeError)) throw cause;
          throw new ApiError({
            kind: 'decode',
            status: response.status,
            message: cause.message,
            body: raw,
            method: call.method,
            url,
            cause,
          });
        }
      } catch (error) {
        if (error instanceof ApiError && input.quiet !== true && call.isPublic !== true)
          report(error);
        throw error;
      }
    },
  };

  function report(error: ApiError): void {
    if (error.status === 401) client.hooks.onUnauthorized?.(error);
    if (error.status === 403 && error.type === 'impersonation') {
      impersonation.clear();
      client.hooks.onImpersonationOver?.(error);
    }
    if (error.kind !== 'aborted' && user !== null && isReadOnly(user))
      client.hooks.onError?.(error);
  }

  return client;
}
