// Pusher's signatures, with Web Crypto (crypto.subtle), so the same code runs in Node (the local
// server, tests) and in the browser (the service worker host): a private channel's
// auth = `${key}:${hex(HMAC-SHA256(secret, `${socket_id}:${channel_name}`))}`, a presence
// channel's the same over `${socket_id}:${channel_name}:${channel_data}` (the member's JSON, signed
// with the rest so a client cannot claim to be someone else), and the HTTP API's auth_signature
// (handlers/pusherHttpApi.ts).

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let index = 0; index < 32; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** Whether `hex` is the HMAC-SHA256 of `text` with the secret (a constant-time check). */
export async function verifyHmacHex(secret: string, text: string, hex: string): Promise<boolean> {
  const signature = fromHex(hex);
  if (signature === null) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(text));
}

/** What Pusher signs for a private channel, and with the member's JSON for a presence one. */
function stringToSign(socketId: string, channelName: string, channelData?: string): string {
  return channelData === undefined
    ? `${socketId}:${channelName}`
    : `${socketId}:${channelName}:${channelData}`;
}

/** A socket id as Pusher issues them: two integers joined by a dot. */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

/**
 * The `auth` string the auth endpoint answers for a private channel, or for a presence channel
 * with its `channel_data`.
 */
export async function signChannel(
  app: { readonly key: string; readonly secret: string },
  socketId: string,
  channelName: string,
  channelData?: string,
): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(app.secret),
    encoder.encode(stringToSign(socketId, channelName, channelData)),
  );
  return `${app.key}:${toHex(signature)}`;
}

/**
 * Whether `auth` is the app's signature of this socket and channel (and, for a presence channel,
 * of its `channel_data`): a constant-time check.
 */
export async function verifyChannelAuth(
  app: { readonly key: string; readonly secret: string },
  socketId: string,
  channelName: string,
  auth: string,
  channelData?: string,
): Promise<boolean> {
  const separator = auth.indexOf(':');
  if (separator < 0 || auth.slice(0, separator) !== app.key) return false;
  return verifyHmacHex(
    app.secret,
    stringToSign(socketId, channelName, channelData),
    auth.slice(separator + 1),
  );
}
