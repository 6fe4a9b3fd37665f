import { HttpError } from './HttpError.ts';

/** A parsed request body: JSON values, or form fields (strings and files). */
export type Body = Readonly<Record<string, unknown>>;

/** Largest body a handler reads: JSON and forms 1 MiB, multipart with files 4 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const MULTIPART_LIMIT_BYTES = 4 * 1024 * 1024;

// Keys that would reach an object's prototype if a form field were named after them.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a JSON, urlencoded or multipart body into a plain object. Never throws anything but an
 * HttpError: malformed JSON and non-object JSON are 400, too large a body 413.
 */
export async function readBody(request: Request): Promise<Body> {
  const header = request.headers.get('content-type') ?? '';
  // Only the media type is case-blind: a multipart boundary is matched exactly, and Chromium's
  // (----WebKitFormBoundary…) has capitals.
  const type = header.toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  const bytes = await readLimited(request, multipart ? MULTIPART_LIMIT_BYTES : BODY_LIMIT_BYTES);
  if (bytes.byteLength === 0) return {};

  if (multipart || type.startsWith('application/x-www-form-urlencoded')) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': header } }).formData();
    } catch {
      throw new HttpError(400, 'The form data could not be read.');
    }
    return formToObject(form);
  }

  const text = new TextDecoder().decode(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return parsed as Body;
}

// Up to this much of an over-limit body is read and dropped before the 413: closing the socket
// while a client (or a proxy such as `vite preview`'s) is still sending loses the answer (502).
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit && (request.body === null || declared > DRAIN_LIMIT_BYTES)) {
    throw tooLarge(limit);
  }
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit || declared > limit) throw tooLarge(limit);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `The request body must not be larger than ${limit / 1024} kilobytes.`);
}

/**
 * Form fields to an object the way PHP reads them: `roles[]` and repeated names make lists,
 * `fields[Email]` makes a nested object.
 */
export function formToObject(form: FormData | URLSearchParams): Body {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) setField(out, key, value);
  return out;
}

function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const path = match
    ? [
        match[1] as string,
        ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
      ]
    : [key];
  if (path.some((part) => FORBIDDEN_KEYS.has(part))) return;
  let node: Record<string, unknown> | unknown[] = target;
  for (let index = 0; index < path.length; index += 1) {
    const part = path[index] as string;
    const last = index === path.length - 1;
    const nextIsList = path[index + 1] === '';
    if (Array.isArray(node)) {
      if (last) {
        node.push(value);
        return;
      }
      const child: Record<string, unknown> | unknown[] = nextIsList ? [] : {};
      node.push(child);
      node = child;
      continue;
    }
    if (last) {
      const existing = node[part];
      // A repeated plain name collects its values, as `?status=a&status=b` does.
      if (existing === undefined) node[part] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else node[part] = [existing, value];
      return;
    }
    let child = node[part];
    if (child === null || typeof child !== 'object' || child instanceof Blob) {
      child = nextIsList ? [] : {};
      node[part] = child;
    }
    node = child as Record<string, unknown> | unknown[];
  }
}
