import type { Payout } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const store = () => api.backend.store;

describe('GET /api/payouts', () => {
  it.each([
    ['superadmin', 200],
    ['admin', 200],
    ['finance', 200],
    ['creator', 200],
    ['readonly', 403],
    ['ops', 403],
    ['brand', 403],
  ] as const)('%s → %i', async (persona, status) => {
    expect((await (await api.as(persona))('/api/payouts')).status).toBe(status);
  });

  it("shows a creator user only their creators' payouts", async () => {
    const body = await (await (await api.as('creator'))('/api/payouts?per_page=100')).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row: Payout) => [1, 2].includes(row.publisher_id))).toBe(true);
    const other = await (await (await api.as('creator'))('/api/payouts?publisher_id=9')).json();
    expect(other.data).toEqual([]);
  });

  it('filters by creator, status and month with creators and payment preferences included', async () => {
    const client = await api.as('finance');
    const body = await (
      await client('/api/payouts?publisher_id=1&status=paid&sort=-amount&per_page=100')
    ).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row: Payout) => row.publisher_id === 1 && row.status === 'paid')).toBe(
      true,
    );
    expect(body.included.creators.map((row: { id: number }) => row.id)).toEqual([1]);
    expect(body.included.payment_preferences.length).toBeGreaterThan(0);
    const month = (body.data[0] as Payout).period_start.slice(0, 7);
    const byMonth = await (await client(`/api/payouts?month=${month}&per_page=100`)).json();
    expect(byMonth.data.every((row: Payout) => row.period_start.startsWith(month))).toBe(true);
  });
});

describe('POST /api/payouts/{id}/status', () => {
  it('moves a payout along its chain, with the dates and who moved it', async () => {
    const client = await api.as('finance');
    const pending = store()
      .payouts.all()
      .find((row) => row.status === 'pending') as Payout;
    const move = async (status: string) =>
      (
        await (
          await client(`/api/payouts/${pending.id}/status`, jsonBody('POST', { status }))
        ).json()
      ).data as Payout;
    await move('scheduled');
    const sent = await move('sent');
    expect(sent.sent_at).not.toBeNull();
    const paid = await move('paid');
    expect(paid).toMatchObject({ status: 'paid', sent_at: sent.sent_at });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.status_changes.map((row) => `${row.status} by ${row.by}`)).toEqual([
      'scheduled by Fiona Finance',
      'sent by Fiona Finance',
      'paid by Fiona Finance',
    ]);
  });

  it("tells agency staff and the creator's own users, live", async () => {
    const ownersOf = (creatorId: number) =>
      store()
        .users.all()
        .filter((user) => user.creator_ids.includes(creatorId))
        .map((user) => `private-user.${user.id}`);
    const payout = store()
      .payouts.all()
      .find((row) => row.status === 'pending' && ownersOf(row.publisher_id).length > 0) as Payout;
    const owners = ownersOf(payout.publisher_id);
    expect(owners.length).toBeGreaterThan(0);
    const recorder = recordBus(api.backend.bus);
    await (await api.as('finance'))(
      `/api/payouts/${payout.id}/status`,
      jsonBody('POST', { status: 'scheduled' }),
    );
    recorder.stop();
    const channels = recorder.messages
      .filter((message) => message.event === 'payout.updated')
      .map((message) => message.channel);
    expect(channels.sort()).toEqual(['private-agency', ...owners].sort());
  });

  it.each([
    ['pending', 'paid'],
    ['scheduled', 'failed'],
    ['paid', 'scheduled'],
  ] as const)('refuses %s → %s with 422', async (from, to) => {
    const payout = store().payouts.all()[0] as Payout;
    store().payouts.update(payout.id, { status: from });
    const response = await (await api.as('finance'))(
      `/api/payouts/${payout.id}/status`,
      jsonBody('POST', { status: to }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.status[0]).toMatch(/only to|cannot move/);
    expect(store().payouts.get(payout.id)?.status).toBe(from);
  });

  it.each([['creator'], ['readonly'], ['ops']] as const)('refuses %s with 403', async (persona) => {
    const payout = store().payouts.all()[0] as Payout;
    const response = await (await api.as(persona))(
      `/api/payouts/${payout.id}/status`,
      jsonBody('POST', { status: 'scheduled' }),
    );
    expect(response.status).toBe(403);
  });
});
