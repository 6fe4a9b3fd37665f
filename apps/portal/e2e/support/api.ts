import type { Page } from 'playwright-core';

/**
 * Calls the API from inside the page, as the app does: with its session cookie and the XSRF token
 * the fake checks on every unsafe request (decisions §4). Fails on any answer but a 2xx.
 */
export async function callApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      await fetch('/sanctum/csrf-cookie');
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return ((await response.json()) as { data: unknown }).data;
    },
    { method, path, body },
  ) as Promise<T>;
}
