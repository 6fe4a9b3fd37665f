import { parseCookieHeader } from '../http/cookies.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../http/names.ts';

/** A fetch bound to a base URL that behaves like a browser tab signed in with cookies. */
export interface SessionFetch {
  (path: string, init?: RequestInit): Promise<Response>;
  /** The cookies the jar holds, by name. */
  readonly cookies: Map<string, string>;
  /** GET /sanctum/csrf-cookie, so the next unsafe call carries a token. */
  csrf(): Promise<void>;
  /** csrf() then POST /sanctum/login; resolves to the login response. */
  login(email: string, password?: string): Promise<Response>;
}

/**
 * For tests and scripts in Node, where fetch has no cookie jar: keeps the cookies responses set,
 * sends them back, and echoes XSRF-TOKEN in X-XSRF-TOKEN on unsafe calls, as axios does.
 */
export function createSessionFetch(baseUrl: string): SessionFetch {
  const cookies = new Map<string, string>();
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0 && !headers.has('cookie')) {
      headers.set(
        'cookie',
        [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
      );
    }
    const method = (init.method ?? 'GET').toUpperCase();
    const xsrf = cookies.get(XSRF_COOKIE);
    if (
      !['GET', 'HEAD', 'OPTIONS'].includes(method) &&
      xsrf !== undefined &&
      !headers.has(XSRF_HEADER)
    ) {
      headers.set(XSRF_HEADER, xsrf);
    }
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const response = await fetch(new URL(path, baseUrl), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = parseCookieHeader(`${name}=${pair.slice(index + 1)}`)[name] ?? '';
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const sessionFetch = call as SessionFetch;
  Object.defineProperty(sessionFetch, 'cookies', { value: cookies });
  sessionFetch.csrf = async () => {
    const response = await call('/sanctum/csrf-cookie');
    if (!response.ok) throw new Error(`csrf-cookie answered ${response.status}`);
  };
  sessionFetch.login = async (email, password = 'password') => {
    await sessionFetch.csrf();
    return call('/sanctum/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  };
  return sessionFetch;
}
