import { HttpResponse } from 'msw';

/**
 * A JSON answer. Built with msw's HttpResponse so that, in the browser host, msw forwards its
 * Set-Cookie headers to document.cookie; in Node they travel as ordinary headers.
 */
export function json(body: unknown, status = 200, headers: HeadersInit = []): Response {
  const init = new Headers(headers);
  init.set('Cache-Control', 'no-store');
  return HttpResponse.json(body as never, { status, headers: init });
}

/** 204 with no body. */
export function noContent(headers: HeadersInit = []): Response {
  const init = new Headers(headers);
  init.set('Cache-Control', 'no-store');
  return new HttpResponse(null, { status: 204, headers: init });
}

/** An error answer: `{ message, ...extra }`, Laravel's shape. */
export function errorResponse(
  status: number,
  message: string,
  extra: Readonly<Record<string, unknown>> = {},
  headers: HeadersInit = [],
): Response {
  return json({ message, ...extra }, status, headers);
}
