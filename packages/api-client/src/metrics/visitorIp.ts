import { STORAGE_KEY_PREFIX, VISITOR_IP_CACHE_MS } from '@airtime/domain';

/** Where the looked-up IP is kept between visits (decisions §1 prefix). */
export const VISITOR_IP_STORAGE_KEY = `${STORAGE_KEY_PREFIX}visitor-ip`;

/** The part of localStorage the IP cache uses. */
export type IpStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface VisitorIpOptions {
  /** The third-party lookup; resolves null (or rejects) when it cannot tell. */
  readonly lookupIp: () => Promise<string | null>;
  /** localStorage by default; null keeps nothing. */
  readonly storage?: IpStorage | null;
  readonly now?: () => number;
}

// IPv4, or IPv6 (hex groups and colons); anything else from the lookup is not an address.
const IP_ADDRESS =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|(?=[0-9a-f]*:)[0-9a-f:]{2,39}(?:%[0-9a-z]{1,15})?)$/i;

function defaultStorage(): IpStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage access throws in some privacy modes.
    return null;
  }
}

function readCached(storage: IpStorage | null, now: number): string | undefined {
  try {
    const raw = storage?.getItem(VISITOR_IP_STORAGE_KEY);
    if (raw === null || raw === undefined) return undefined;
    const { ip, at } = JSON.parse(raw) as { ip?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && at <= now && now - at < VISITOR_IP_CACHE_MS;
    return fresh && typeof ip === 'string' && IP_ADDRESS.test(ip) ? ip : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's IP for the page metrics: the cached lookup while it is under 7 days old (spec
 * §9), else a new lookup, cached when it gives an address. Null when none can be had.
 */
export async function getVisitorIp(options: VisitorIpOptions): Promise<string | null> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? Date.now;
  const cached = readCached(storage, now());
  if (cached !== undefined) return cached;
  let ip: string | null;
  try {
    ip = (await options.lookupIp())?.trim() ?? null;
  } catch {
    return null;
  }
  if (ip === null || !IP_ADDRESS.test(ip)) return null;
  try {
    storage?.setItem(VISITOR_IP_STORAGE_KEY, JSON.stringify({ ip, at: now() }));
  } catch {
    // A full or refused storage only costs a lookup next time.
  }
  return ip;
}
