import { getPresenceMemberInfo } from '@airtime/domain';
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
    ['ops', 'presence-campaign.999999', /no such channel/],
    ['ops', 'presence-production.999999', /no such channel/],
    ['ops', 'presence-thread.999999', /no such channel/],
    ['ops', 'presence-brand.2', /no such channel/],
    ['ops', 'private-agency-other', /no such channel/],
    ['ops', 'news', /no such channel/],
  ])('refuses %s on %s with 403', async (persona, channel, message) => {
    const client = await api.as(persona);
    const response = await client('/api/broadcasting/auth', formAuth(channel));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(message);
  });

  it('signs a presence channel with the member as channel_data, as Laravel answers it', async () => {
    const campaign = api.backend.store.campaigns.all()[0];
    if (campaign === undefined) throw new Error('The seed has no campaign.');
    const channel = `presence-campaign.${campaign.id}`;
    const client = await api.as('admin');
    const response = await client('/api/broadcasting/auth', formAuth(channel));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { auth: string; channel_data: string };
    const admin = api.backend.store.users.get(2);
    if (admin === undefined) throw new Error('No admin.');
    expect(JSON.parse(body.channel_data)).toEqual({
      user_id: 2,
      user_info: getPresenceMemberInfo(admin),
    });
    expect(JSON.parse(body.channel_data).user_info).toMatchObject({
      id: 2,
      name: 'Ada Admin',
      firstname: 'Ada',
    });
    expect(body.auth).toBe(await signChannel(PUSHER_APP, SOCKET_ID, channel, body.channel_data));
    expect(
      await verifyChannelAuth(PUSHER_APP, SOCKET_ID, channel, body.auth, body.channel_data),
    ).toBe(true);
    // Without the member, or with another one, the signature does not hold.
    expect(await verifyChannelAuth(PUSHER_APP, SOCKET_ID, channel, body.auth)).toBe(false);
    expect(
      await verifyChannelAuth(
        PUSHER_APP,
        SOCKET_ID,
        channel,
        body.auth,
        body.channel_data.replace('"user_id":2', '"user_id":1'),
      ),
    ).toBe(false);
  });

  it('lets into a presence channel exactly who may open its record', async () => {
    const { store } = api.backend;
    const brandCampaign = store.campaigns.all().find((row) => row.brand_id === 2);
    const otherCampaign = store.campaigns.all().find((row) => ![2, 3, 5].includes(row.brand_id));
    const brandEvent = store.events.all().find((row) => row.brand_id === 2);
    // Neither the brand persona's brands nor the creator persona's creators.
    const otherEvent = store.events
      .all()
      .find(
        (row) =>
          row.brand_id !== null &&
          ![2, 3, 5].includes(row.brand_id) &&
          ![1, 2].includes(row.publisher_id),
      );
    const production = (eventId: number | undefined) =>
      store.eventProductions.all().find((row) => row.event_id === eventId);
    const brandProduction = production(brandEvent?.id);
    const otherProduction = production(otherEvent?.id);
    const thread = (visibility: string) =>
      store.threads
        .all()
        .find(
          (row) =>
            row.subject_type === 'brand' && row.subject_id === 2 && row.visibility === visibility,
        );
    const brandThread = thread('brand');
    const internalThread = thread('internal');
    const found = [
      brandCampaign,
      otherCampaign,
      brandProduction,
      otherProduction,
      brandThread,
      internalThread,
    ];
    if (found.some((row) => row === undefined)) throw new Error('The seed lacks a case.');
    const cases: Array<[PersonaKey, string, number]> = [
      ['ops', `presence-campaign.${otherCampaign?.id}`, 200],
      ['readonly', `presence-campaign.${otherCampaign?.id}`, 200],
      ['brand', `presence-campaign.${brandCampaign?.id}`, 200],
      ['brand', `presence-campaign.${otherCampaign?.id}`, 403],
      ['ops', `presence-production.${otherProduction?.id}`, 200],
      // The production calls are agency staff's only: a brand user never opens one.
      ['brand', `presence-production.${brandProduction?.id}`, 403],
      ['brand', `presence-production.${otherProduction?.id}`, 403],
      ['creator', `presence-production.${otherProduction?.id}`, 403],
      ['admin', `presence-thread.${internalThread?.id}`, 200],
      ['brand', `presence-thread.${brandThread?.id}`, 200],
      ['brand', `presence-thread.${internalThread?.id}`, 403],
      ['creator', `presence-thread.${brandThread?.id}`, 403],
    ];
    for (const [persona, channel, status] of cases) {
      const client = await api.as(persona);
      const response = await client('/api/broadcasting/auth', formAuth(channel));
      expect(response.status, `${persona} on ${channel}`).toBe(status);
    }
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
