import { VISITOR_IP_CACHE_MS } from '@airtime/domain';
import { describe, expect, it, vi } from 'vitest';
import { getVisitorIp, type IpStorage, VISITOR_IP_STORAGE_KEY } from './visitorIp.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');

function memoryStorage(initial?: string): IpStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(VISITOR_IP_STORAGE_KEY, initial);
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  };
}

const cached = (ip: string, at: number) => JSON.stringify({ ip, at });

describe('getVisitorIp', () => {
  it.each<[string, string | undefined, boolean]>([
    ['a lookup a minute old', cached('198.51.100.4', NOW - 60_000), false],
    [
      'a lookup just under 7 days old',
      cached('198.51.100.4', NOW - VISITOR_IP_CACHE_MS + 1),
      false,
    ],
    ['a lookup exactly 7 days old', cached('198.51.100.4', NOW - VISITOR_IP_CACHE_MS), true],
    ['a lookup from the future (a changed clock)', cached('198.51.100.4', NOW + 60_000), true],
    ['nothing stored', undefined, true],
    ['something that is not JSON', 'garbage', true],
    ['a stored value that is not an address', cached('<html>', NOW), true],
    ['a stored value without a time', JSON.stringify({ ip: '198.51.100.4' }), true],
  ])('with %s, looks up again: %s', async (_name, stored, looksUp) => {
    const storage = memoryStorage(stored);
    const lookupIp = vi.fn(async () => '203.0.113.9');
    const ip = await getVisitorIp({ lookupIp, storage, now: () => NOW });
    expect(lookupIp).toHaveBeenCalledTimes(looksUp ? 1 : 0);
    expect(ip).toBe(looksUp ? '203.0.113.9' : '198.51.100.4');
    if (looksUp) {
      expect(storage.map.get(VISITOR_IP_STORAGE_KEY)).toBe(cached('203.0.113.9', NOW));
    }
  });

  it.each<[string, () => Promise<string | null>]>([
    ['the lookup fails', async () => Promise.reject(new Error('offline'))],
    ['the lookup has no answer', async () => null],
    ['the lookup answers something else', async () => 'Too many requests'],
  ])('is null and caches nothing when %s', async (_name, lookupIp) => {
    const storage = memoryStorage();
    expect(await getVisitorIp({ lookupIp, storage, now: () => NOW })).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('accepts IPv6 and trims the answer', async () => {
    const storage = memoryStorage();
    const ip = await getVisitorIp({
      lookupIp: async () => ' 2001:db8::1\n',
      storage,
      now: () => NOW,
    });
    expect(ip).toBe('2001:db8::1');
  });

  it('works without storage, and with a storage that refuses writes', async () => {
    const lookupIp = vi.fn(async () => '203.0.113.9');
    expect(await getVisitorIp({ lookupIp, storage: null, now: () => NOW })).toBe('203.0.113.9');
    const refusing: IpStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(await getVisitorIp({ lookupIp, storage: refusing, now: () => NOW })).toBe('203.0.113.9');
    expect(lookupIp).toHaveBeenCalledTimes(2);
  });
});
