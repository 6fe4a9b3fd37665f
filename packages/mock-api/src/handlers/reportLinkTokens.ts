import type { ShareableReport } from '@airtime/domain';
import { decodeBase64Url, encodeBase64Url } from '../http/base64url.ts';

// A report link's token: what it opens and until when, signed with the server's secret
// (HMAC-SHA256 through Web Crypto, which Node and browsers both have, so the demo build signs as
// the local server does). The server checks the signature on every read, then the link's row
// (revoked or not): the token alone never opens a revoked link.

/** The fake's secret; a real backend keeps its own out of the code. */
const SERVER_SECRET = 'airtime-fake-report-link-secret';

/** What a token carries. */
export interface ReportLinkPayload {
  /** The link's id. */
  readonly id: number;
  readonly brand_id: number;
  readonly report: ShareableReport;
  readonly params: string;
  readonly expires_at: string;
}

let keyPromise: Promise<CryptoKey> | undefined;

function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(SERVER_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

function bytesToBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** `{payload}.{signature}`, both base64url. */
export async function signReportLink(payload: ReportLinkPayload): Promise<string> {
  const body = encodeBase64Url(JSON.stringify(payload));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await signingKey(),
    new TextEncoder().encode(body),
  );
  return `${body}.${bytesToBase64Url(signature)}`;
}

/** The payload of a token signed by this server, or null for anything else. */
export async function verifyReportLink(token: string): Promise<ReportLinkPayload | null> {
  const [body, signature, ...rest] = token.split('.');
  if (body === undefined || signature === undefined || rest.length > 0) return null;
  const signatureBytes = base64UrlToBytes(signature);
  if (signatureBytes === null) return null;
  // verify compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(),
    signatureBytes,
    new TextEncoder().encode(body),
  );
  if (!valid) return null;
  const text = decodeBase64Url(body);
  if (text === null) return null;
  try {
    return JSON.parse(text) as ReportLinkPayload;
  } catch {
    return null;
  }
}
