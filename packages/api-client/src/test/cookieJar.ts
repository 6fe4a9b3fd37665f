/**
 * A browser tab's cookie jar for Node tests: fetch has none there. Unlike mock-api's
 * createSessionFetch it does not echo XSRF-TOKEN itself, so the client's own CSRF handling is
 * what the tests exercise.
 */
export interface CookieJarFetch {
  readonly fetch: typeof fetch;
  readonly readCookie: (name: string) => string | undefined;
  readonly cookies: Map<string, string>;
}

export function createCookieJarFetch(origin: string): CookieJarFetch {
  const cookies = new Map<string, string>();
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
      origin,
    );
    const headers = new Headers(init.headers);
    if (cookies.size > 0) {
      headers.set(
        'cookie',
        [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
      );
    }
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return { fetch: jarFetch as typeof fetch, readCookie: (name) => cookies.get(name), cookies };
}
