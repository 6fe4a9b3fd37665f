import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

/** A seeded unbooked aired event where matching found a brand's mention not yet reviewed. */
function foundMention() {
  const { store } = api.backend;
  const event = store.events
    .all()
    .find(
      (row) =>
        row.brand_id === null &&
        row.has_potential_matches &&
        store.sponsorships.lookup('event_id', row.id).length > 0,
    );
  const sponsorship = event && store.sponsorships.lookup('event_id', event.id)[0];
  if (event === undefined || sponsorship === undefined) throw new Error('No found mention seeded.');
  return { event, sponsorship };
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe('traffic’s event queries', () => {
  it('counts an event sponsored once its found mention is confirmed, not before', async () => {
    const { event, sponsorship } = foundMention();
    const client = await api.as('ops');
    const notSponsored = async () =>
      idsOf(await (await client(`/api/new-events?sponsored=0&ids=${event.id}`)).json());
    expect(await notSponsored()).toEqual([event.id]);
    const confirmed = await client(
      `/api/sponsorships/${sponsorship.id}`,
      jsonBody('PUT', {
        mentions: sponsorship.mentions.map((mention) => ({ ...mention, is_reviewed: true })),
      }),
    );
    expect(confirmed.status).toBe(200);
    expect(await notSponsored()).toEqual([]);
    const sponsored = await (await client(`/api/new-events?sponsored=1&ids=${event.id}`)).json();
    expect(idsOf(sponsored)).toEqual([event.id]);
  });

  it('lists a brand’s mentions across channels, booked or found, with the brand included', async () => {
    const { event, sponsorship } = foundMention();
    const { store } = api.backend;
    const body = await (
      await (
        await api.as('ops')
      )(`/api/new-events?sponsor_id=${sponsorship.brand_id}&per_page=100`)
    ).json();
    const expected = new Set(
      store.sponsorships.lookup('brand_id', sponsorship.brand_id).map((row) => row.event_id),
    );
    expect(body.meta.total).toBe(expected.size);
    const page = await (await (await api.as('ops'))(`/api/new-events?ids=${event.id}`)).json();
    expect(page.included.brands.map((brand: { id: number }) => brand.id)).toContain(
      sponsorship.brand_id,
    );
  });

  it('names the brand of each sponsorship in an event’s detail', async () => {
    const { event, sponsorship } = foundMention();
    const body = await (await (await api.as('ops'))(`/api/new-events/${event.id}`)).json();
    expect(body.data.sponsorships[0].brand).toMatchObject({
      id: sponsorship.brand_id,
      name: api.backend.store.brands.get(sponsorship.brand_id)?.name,
    });
  });

  it('claims an event for a campaign on its channel: booked, its mention kept as the planned one', async () => {
    const { event, sponsorship } = foundMention();
    const { store } = api.backend;
    const other = store.campaigns.all().find((row) => row.content_id !== event.content_id);
    const { id: _id, ...template } = other as NonNullable<typeof other>;
    const campaign = store.campaigns.insert({
      ...template,
      brand_id: sponsorship.brand_id,
      publisher_id: event.publisher_id,
      content_id: event.content_id,
    });
    const client = await api.as('ops');
    const claim = (campaignId: number) =>
      client(`/api/events/${event.id}`, jsonBody('PUT', { campaign_id: campaignId }));

    const response = await claim(campaign.id);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      brand_id: sponsorship.brand_id,
      has_potential_matches: false,
      plannedSponsorship: {
        brand_id: sponsorship.brand_id,
        mentions: sponsorship.mentions.map((mention) => ({ ...mention, is_reviewed: true })),
      },
      production: { status: 'aired' },
    });
    expect(store.sponsorships.lookup('event_id', event.id)).toHaveLength(1);
    const detail = await (await client(`/api/new-campaigns/${campaign.id}`)).json();
    expect(detail.data.events.map((row: { id: number }) => row.id)).toContain(event.id);
  });
});

describe('claiming refusals', () => {
  it.each([
    ['a campaign that does not exist', 'missing', 'The selected campaign id is invalid.'],
    [
      'a campaign on another channel',
      'elsewhere',
      'The campaign runs on another channel than the event.',
    ],
    [
      'an event booked for another brand',
      'booked',
      'The event is already booked for another brand.',
    ],
  ] as const)('refuses %s with 422 under campaign_id', async (_case, kind, message) => {
    const { store } = api.backend;
    const booked = store.events.all().find((row) => row.brand_id !== null);
    const { event } = kind === 'booked' ? { event: booked } : foundMention();
    if (event === undefined || event === null) throw new Error('No event seeded.');
    const elsewhere = store.campaigns.all().find((row) => row.content_id !== event.content_id);
    const rival = store.campaigns
      .all()
      .find((row) => row.content_id === event.content_id && row.brand_id !== event.brand_id);
    const campaignId = { missing: 999_999, elsewhere: elsewhere?.id, booked: rival?.id }[kind];
    if (campaignId === undefined) throw new Error(`No campaign for ${kind}.`);
    const response = await (await api.as('ops'))(
      `/api/events/${event.id}`,
      jsonBody('PUT', { campaign_id: campaignId }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.campaign_id).toEqual([message]);
  });
});

describe('an event’s description changes', () => {
  it('keeps each change of the title and link, newest first, with who made it', async () => {
    const { event } = foundMention();
    const client = await api.as('ops');
    const put = (body: object) => client(`/api/events/${event.id}`, jsonBody('PUT', body));
    expect((await put({ title: 'Ep. 1: Renamed' })).status).toBe(200);
    expect((await put({ url: 'https://example.com/new', is_scheduled: true })).status).toBe(200);
    expect((await put({ is_scheduled: false })).status).toBe(200);
    const { data } = await (await client(`/api/new-events/${event.id}`)).json();
    expect(
      data.description_changes.map(({ field, from, to }: Record<string, unknown>) => ({
        field,
        from,
        to,
      })),
    ).toEqual([
      { field: 'url', from: event.url, to: 'https://example.com/new' },
      { field: 'title', from: event.title, to: 'Ep. 1: Renamed' },
    ]);
    expect(data.description_changes[0].user_name).toMatch(/\S/);
  });
});
