import type { Tag } from '@airtime/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { failure, REFERENCE_DATE, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createTag, listTags } from './tags.ts';

const { backend } = setupMockApi();
beforeEach(() => backend.reset({ seed: 1, referenceDate: REFERENCE_DATE }));

describe('listTags', () => {
  it('decodes the tags by label, and pages without repeats', async () => {
    const test = await signedInAs('admin@airtime.test');
    const all = await test.client.request(listTags);
    expect(all.data.length).toBe(backend.store.tags.all().length);
    const labels = all.data.map((tag) => tag.label.toLowerCase());
    expect(labels).toEqual([...labels].sort());
    const seen: Tag[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await test.client.request(listTags, {
        query: { per_page: 3, ...(cursor == null ? {} : { cursor }) },
      });
      seen.push(...page.data);
      cursor = page.links.next;
    } while (cursor !== null);
    expect(seen.map((tag) => tag.id)).toEqual(all.data.map((tag) => tag.id));
    expect(test.warnings).toEqual([]);
  });

  it('filters by text and sorts by id descending', async () => {
    const test = await signedInAs('admin@airtime.test');
    const sample = backend.store.tags.all()[0] as Tag;
    const found = await test.client.request(listTags, {
      query: { s: sample.label.toUpperCase(), sort: '-id' },
    });
    expect(found.data.map((tag) => tag.id)).toContain(sample.id);
    const ids = found.data.map((tag) => tag.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is for agency staff only', async () => {
    const test = await signedInAs('brand@airtime.test');
    await expect(test.client.request(listTags)).rejects.toMatchObject({
      status: 403,
      message: 'Only agency users can do this.',
    });
  });
});

describe('createTag', () => {
  it('creates a tag by label, collapsing inner spaces, and lists it', async () => {
    const test = await signedInAs('admin@airtime.test');
    const tag = await test.client.request(createTag, { body: { label: 'Zz  launch   week' } });
    expect(tag).toEqual({ id: expect.any(Number), label: 'Zz launch week' });
    const found = await test.client.request(listTags, { query: { ids: [tag.id] } });
    expect(found.data).toEqual([tag]);
  });

  it('refuses a taken label, whatever its case, on label', async () => {
    const test = await signedInAs('admin@airtime.test');
    const sample = backend.store.tags.all()[0] as Tag;
    const error = await failure(
      test.client.request(createTag, { body: { label: sample.label.toUpperCase() } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('label')).toBe('The label has already been taken.');
  });

  it("refuses a Read Only user with the server's message", async () => {
    const test = await signedInAs('readonly@airtime.test');
    await expect(test.client.request(createTag, { body: { label: 'Nope' } })).rejects.toMatchObject(
      {
        status: 403,
        message: 'Your account is read-only: you cannot make changes.',
      },
    );
  });
});
