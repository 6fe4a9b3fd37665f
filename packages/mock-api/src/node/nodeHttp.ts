import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { DRAIN_LIMIT_BYTES } from '../http/body.ts';

/** A fetch Request from a Node request, addressed to `origin` whatever Host the client sent. */
export function toFetchRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = (request.method ?? 'GET').toUpperCase();
  const controller = new AbortController();
  request.on('close', () => {
    if (!request.complete) controller.abort();
  });
  // Concatenated, not resolved: a request path such as '//x' must stay a path, not a host.
  const url = `${origin}${request.url ?? '/'}`;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: 'half' }
      : {}),
  } as RequestInit);
}

const gzipAsync = promisify(gzip);

/** Answers worth compressing: text of at least this many bytes (smaller ones gain nothing). */
const COMPRESSIBLE_TYPE = /^(application\/(json|.*\+json)|text\/)/;
const COMPRESS_FROM_BYTES = 1024;

/** Whether the client's Accept-Encoding takes gzip (not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

/**
 * Writes a fetch Response to a Node response, each Set-Cookie as its own header line, text bodies
 * gzipped when the client takes it: the real backend's web server compresses its JSON, so the
 * browser's load (bytes on the wire, Lighthouse's simulated network) matches it.
 */
export async function writeFetchResponse(
  response: Response,
  target: ServerResponse,
  acceptEncoding?: string,
): Promise<void> {
  target.statusCode = response.status;
  if (response.statusText !== '') target.statusMessage = response.statusText;
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) {
    if (name.toLowerCase() === 'set-cookie') continue;
    target.setHeader(name, value);
  }
  if (cookies.length > 0) target.setHeader('set-cookie', cookies);
  const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
  const compress =
    body !== null &&
    body.byteLength >= COMPRESS_FROM_BYTES &&
    COMPRESSIBLE_TYPE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding');
  if (compress) target.setHeader('vary', 'Accept-Encoding');
  if (!compress || !acceptsGzip(acceptEncoding)) {
    target.end(body);
    return;
  }
  const zipped = await gzipAsync(body);
  target.setHeader('content-encoding', 'gzip');
  target.setHeader('content-length', zipped.byteLength);
  target.end(zipped);
}

/**
 * Reads and drops a body the handler answered without reading (401, 419, 404 ...): closing the
 * socket while a client or proxy is still sending loses the answer (`vite preview` says 502).
 */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (request.body === null || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DRAIN_LIMIT_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing is left to answer.
  }
}
