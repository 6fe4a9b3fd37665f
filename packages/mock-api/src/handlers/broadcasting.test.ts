import { describe, expect, it } from 'vitest';
import { PUSHER_APP } from '../realtime/pusherApp.ts';
import { signChannel, verifyChannelAuth } from '../realtime/pusherSignature.ts';
import type { PersonaKey } from '../seed/personas.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const SOCKET_ID = '1234.5678';

/** As pusher-js sends it: form-encoded socket_id and channel_name. */
function formAuth(
  channelName: string,
  socketId = SOCKET_ID,
  headers: HeadersInit = {},
): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: `socket_id=${encodeURIComponent(socketId)}&channel_name=${encodeURIComponent(channelName)}`,
  };
}

describe('POST /api/broadcasting/auth', () => {
  it('signs a form-encoded request as pusher-js sends it', async () => {
    const client = await api.as('ops');
    const response = await client('/api/broadcasting/auth', formAuth('private-agency'));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ auth: await signChannel(PUSHER_APP, SOCKET_ID, 'private-agency') });
    expect(body.auth).toMatch(new RegExp(`^${PUSHER_APP.key}:[0-9a-f]{64}$`));
    expect(await verifyChannelAuth(PUSHER_APP, SOCKET_ID, 'private-agency', body.auth)).toBe(true);
    expect(await verifyChannelAuth(PUSHER_APP, '1.1', 'private-agency', body.auth)).toBe(false);
  });

  it('takes JSON too', async () => {
    const client = await api.as('brand');
    const response = await client(
      '/api/broadcasting/auth',
      jsonBody('POST', { socket_id: SOCKET_ID, channel_name: 'private-user.7' }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).auth).toBe(
      await signChannel(PUSHER_APP, SOCKET_ID, 'private-user.7'),
    );
  });

  it.each<[PersonaKey, string]>([
    ['superadmin', 'private-agency'],
    ['superadmin', 'private-user.1'],
    ['ops', 'private-user.3'],
    ['finance', 'private-agency'],
    ['prospector', 'private-agency'],
    ['readonly', 'private-agency'],
    ['readonly', 'private-user.5'],
    ['brand', 'private-user.7'],
    ['creator', 'private-user.8'],
  ])('lets %s join %s', async (persona, channel) => {
    const client = await api.as(persona);
    expect((await client('/api/broadcasting/auth', formAuth(channel))).status).toBe(200);
  });

  it.each<[PersonaKey, string, RegExp]>([
    ['brand', 'private-agency', /Only agency users/],
    ['creator', 'private-agency', /Only agency users/],
    ['ops', 'private-user.1', /your own user channel/],
    ['superadmin', 'private-user.7', /your own user channel/],
    ['brand', 'private-user.8', /your own user channel/],
    ['ops', 'private-user.03', /your own user channel/],
    ['ops', 'presence-agency', /no such channel/],
    ['ops', 'private-agency-other', /no such channel/],
    ['ops', 'news', /no such channel/],
  ])('refuses %s on %s with 403', async (persona, channel, message) => {
    const client = await api.as(persona);
    const response = await client('/api/broadcasting/auth', formAuth(channel));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(message);
  });

  it('authorizes for the impersonated user', async () => {
    const client = await api.as('superadmin');
    const started = await client('/api/impersonate/7', { method: 'POST' });
    const { token } = await started.json();
    const headers = { 'x-impersonate-token': token };
    const auth = (channel: string) =>
      client('/api/broadcasting/auth', formAuth(channel, SOCKET_ID, headers));
    expect((await auth('private-user.7')).status).toBe(200);
    expect((await auth('private-agency')).status).toBe(403);
    expect((await auth('private-user.1')).status).toBe(403);
    // An impersonation that ended is refused, as every signed-in call is.
    await client('/api/impersonate', { method: 'DELETE', headers });
    expect((await auth('private-user.7')).status).toBe(403);
  });

  it('answers 422 for missing or malformed fields', async () => {
    const client = await api.as('ops');
    const missing = await client('/api/broadcasting/auth', jsonBody('POST', {}));
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors).sort()).toEqual([
      'channel_name',
      'socket_id',
    ]);
    for (const socketId of ['abc', '1.', '.1', '1.2.3', '1;2', '1'.repeat(30)]) {
      const response = await client('/api/broadcasting/auth', formAuth('private-agency', socketId));
      expect(response.status, socketId).toBe(422);
      expect((await response.json()).errors.socket_id).toBeDefined();
    }
    const wrongType = await client(
      '/api/broadcasting/auth',
      jsonBody('POST', { socket_id: 12.5, channel_name: ['private-agency'] }),
    );
    expect(wrongType.status).toBe(422);
  });

  it('answers 401 signed out and 419 without the XSRF header', async () => {
    const anonymous = api.anonymous();
    await anonymous.csrf();
    expect((await anonymous('/api/broadcasting/auth', formAuth('private-agency'))).status).toBe(
      401,
    );
    const client = await api.as('ops');
    expect(
      (
        await client(
          '/api/broadcasting/auth',
          formAuth('private-agency', SOCKET_ID, { 'X-XSRF-TOKEN': 'stale' }),
        )
      ).status,
    ).toBe(419);
  });
});
