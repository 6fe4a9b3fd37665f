import type { Channel } from '@airtime/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { failure, REFERENCE_DATE, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createChannel, deleteChannel, listChannels, updateChannel } from './content.ts';

const { backend } = setupMockApi();
beforeEach(() => backend.reset({ seed: 1, referenceDate: REFERENCE_DATE }));

// A 1×1 PNG, for the logo upload.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

const live = () => backend.store.channels.all();

describe('listChannels', () => {
  it('decodes channels with their creators filled from included', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(listChannels, { query: { per_page: 30 } });
    expect(page.data).toHaveLength(30);
    expect(page.meta.total).toBe(live().length);
    for (const channel of page.data) expect(channel.creator?.id).toBe(channel.publisher_id);
    expect(test.warnings).toEqual([]);
  });

  it('filters by creator and content type and sorts by audience', async () => {
    const test = await signedInAs('admin@airtime.test');
    const sample = live()[0] as Channel;
    const ofCreator = await test.client.request(listChannels, {
      query: { publisher_id: [sample.publisher_id], per_page: 100 },
    });
    expect(ofCreator.data.map((row) => row.id).sort()).toEqual(
      live()
        .filter((row) => row.publisher_id === sample.publisher_id)
        .map((row) => row.id)
        .sort(),
    );
    const ofTypes = await test.client.request(listChannels, {
      query: { content_type_id: [1, 2], sort: '-subscribers_count', per_page: 100 },
    });
    expect(ofTypes.data.length).toBeGreaterThan(0);
    expect(
      ofTypes.data.every((row) => row.content_type_id === 1 || row.content_type_id === 2),
    ).toBe(true);
    const counts = ofTypes.data.map((row) => row.subscribers_count ?? -1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages with cursors without repeats', async () => {
    const test = await signedInAs('admin@airtime.test');
    const seen: number[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await test.client.request(listChannels, {
        query: { per_page: 100, sort: 'name', ...(cursor == null ? {} : { cursor }) },
      });
      seen.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(seen).toHaveLength(live().length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("shows a creator user only their creators' channels", async () => {
    const test = await signedInAs('creator@airtime.test');
    const page = await test.client.request(listChannels, { query: { per_page: 100 } });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => [1, 2].includes(row.publisher_id))).toBe(true);
  });
});

describe('channel writes', () => {
  it('creates a channel with a logo file (form data), then updates it', async () => {
    const test = await signedInAs('admin@airtime.test');
    const created = await test.client.request(createChannel, {
      body: {
        publisher_id: 3,
        name: 'Test Show',
        content_type_id: 4,
        handle: '@test.show',
        url: 'https://example.com/show',
        logo: new Blob([PNG], { type: 'image/png' }),
        subscribers_count: 1200,
      },
    });
    expect(created).toMatchObject({
      publisher_id: 3,
      name: 'Test Show',
      content_type_id: 4,
      handle: 'test.show',
      subscribers_count: 1200,
    });
    expect(created.logo).toMatch(/^data:image\/png;base64,/);

    const updated = await test.client.request(updateChannel, {
      params: { id: created.id },
      body: { name: 'Renamed Show', subscribers_count: null, logo: null },
    });
    expect(updated).toMatchObject({ name: 'Renamed Show', subscribers_count: null, logo: null });
    const read = await test.client.request(listChannels, { query: { ids: [created.id] } });
    expect(read.data[0]?.name).toBe('Renamed Show');
  });

  it('deletes a channel, which leaves the lists', async () => {
    const test = await signedInAs('admin@airtime.test');
    const target = live()[0] as Channel;
    await test.client.request(deleteChannel, { params: { id: target.id } });
    const read = await test.client.request(listChannels, { query: { ids: [target.id] } });
    expect(read.data).toEqual([]);
  });

  it('lets a creator user add channels to their own creators only', async () => {
    const test = await signedInAs('creator@airtime.test');
    const own = await test.client.request(createChannel, {
      body: { publisher_id: 1, name: 'My New Channel', content_type_id: 2 },
    });
    expect(own.publisher_id).toBe(1);
    const error = await failure(
      test.client.request(createChannel, {
        body: { publisher_id: 3, name: 'Not Mine', content_type_id: 2 },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('publisher_id')).toBe('The selected publisher id is invalid.');
  });

  it('surfaces 422 per field', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await failure(
      test.client.request(createChannel, {
        body: { publisher_id: 3, name: '', content_type_id: 4, url: 'ftp://nope' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('name')).toBe('The name field is required.');
    expect(error.fieldError('url')).toBe('The url field must be a valid URL.');
  });

  it("refuses a Read Only user's write with the server's message", async () => {
    const test = await signedInAs('readonly@airtime.test');
    const target = live()[0] as Channel;
    await expect(
      test.client.request(updateChannel, { params: { id: target.id }, body: { name: 'Nope' } }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Your account is read-only: you cannot make changes.',
    });
  });
});
