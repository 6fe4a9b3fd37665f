import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockBackend } from './backend/createMockBackend.ts';
import { createHandlers } from './createHandlers.ts';
import { SPEC_CALLS, specCallKey } from './spec-calls.ts';

/**
 * The calls of spec §7 no handler answers yet. Implementing one makes its row below fail until
 * it is taken off this list, so the list always says exactly what remains.
 */
const PENDING = new Set<string>([]);

// Values for path parameters: any that reach the handler do, since only "handled" is checked.
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  subjectType: 'brands',
  type: 'brand',
  visibility: 'internal',
  workflow: 'brief',
};

const handlers = createHandlers(createMockBackend({ seed: 1, referenceDate: '2026-11-20' }));

function toRequest(method: string, path: string, methodOverride: string | undefined): Request {
  const url = `http://spec.test${path.replace(/:(\w+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '1')}`;
  if (method === 'GET') return new Request(url);
  const body = new FormData();
  if (methodOverride !== undefined) body.append('_method', methodOverride);
  return new Request(url, { method, body });
}

describe('spec §7, call by call', () => {
  it('lists only real calls as pending', () => {
    const keys = new Set(SPEC_CALLS.map(specCallKey));
    expect([...PENDING].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(SPEC_CALLS.map((call) => [specCallKey(call), call] as const))('%s', async (key, call) => {
    const response = await getResponse(
      handlers,
      toRequest(call.method, call.path, call.methodOverride),
      { quiet: true },
    );
    if (PENDING.has(key)) {
      expect(response, `${key} is handled now: take it off PENDING`).toBeUndefined();
    } else {
      expect(response, `${key} has no handler`).toBeDefined();
    }
  });
});
