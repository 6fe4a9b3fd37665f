import { AGENCY_CHANNEL, getUserChannel } from '@airtime/domain';
import { PUSHER_APP } from '@airtime/mock-api';
import { describe, expect, it } from 'vitest';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { authorizeChannel } from './broadcasting.ts';

const mock = setupMockApi();
const SOCKET_ID = '123.456';
const SIGNATURE = new RegExp(`^${PUSHER_APP.key}:[0-9a-f]{64}$`);

describe('authorizeChannel', () => {
  it('signs the agency channel and their own channel for agency staff', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    for (const channel_name of [AGENCY_CHANNEL, getUserChannel(2)]) {
      const answer = await client.request(authorizeChannel, {
        body: { socket_id: SOCKET_ID, channel_name },
      });
      expect(answer.auth).toMatch(SIGNATURE);
    }
  });

  it("refuses a brand user the agency channel and another user's channel with 403", async () => {
    const { client } = await signedInAs('brand@airtime.test');
    const own = await client.request(authorizeChannel, {
      body: { socket_id: SOCKET_ID, channel_name: getUserChannel(7) },
    });
    expect(own.auth).toMatch(SIGNATURE);
    for (const channel_name of [AGENCY_CHANNEL, getUserChannel(2)]) {
      const error = await failure(
        client.request(authorizeChannel, { body: { socket_id: SOCKET_ID, channel_name } }),
      );
      expect(error.status).toBe(403);
    }
  });

  it('surfaces a malformed socket id as a field error', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const error = await failure(
      client.request(authorizeChannel, {
        body: { socket_id: 'not-a-socket', channel_name: AGENCY_CHANNEL },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('socket_id')).toBe('The socket id field format is invalid.');
  });

  it('retries once after an expired CSRF token, as any unsafe call', async () => {
    const { client } = await signedInAs('ops@airtime.test');
    mock.backend.setFaults({ expireCsrf: true });
    const answer = await client.request(authorizeChannel, {
      body: { socket_id: SOCKET_ID, channel_name: getUserChannel(3) },
    });
    expect(answer.auth).toMatch(SIGNATURE);
  });

  it('signs for the impersonated user while impersonating', async () => {
    const test = await signedInAs('superadmin@airtime.test');
    const started = await test.fetch('/api/impersonate/7', {
      method: 'POST',
      headers: { 'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '' },
    });
    const { token } = (await started.json()) as { token: string };
    test.client.impersonation.set(token);
    const own = await test.client.request(authorizeChannel, {
      body: { socket_id: SOCKET_ID, channel_name: getUserChannel(7) },
    });
    expect(own.auth).toMatch(SIGNATURE);
    const agency = await failure(
      test.client.request(authorizeChannel, {
        body: { socket_id: SOCKET_ID, channel_name: AGENCY_CHANNEL },
      }),
    );
    expect(agency.status).toBe(403);
  });
});
