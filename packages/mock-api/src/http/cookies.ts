/** Attributes of a cookie the fake sets. */
export interface CookieOptions {
  readonly httpOnly?: boolean;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAge?: number;
}

/** A Set-Cookie header value, on path / with SameSite=Lax (Laravel's defaults). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly === true) parts.push('HttpOnly');
  return parts.join('; ');
}

/** Cookies of a `Cookie` request header, by name (the first of duplicates wins). */
export function parseCookieHeader(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (header === null) return out;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (Object.hasOwn(out, name)) continue;
    const raw = part.slice(index + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
