import { encodeSavedView } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './savedViews.ts';

setupMockApi();

const urgent = encodeSavedView('agency-planning', 'Urgent', {
  sort: [{ field: 'ends_at', direction: 'desc' }],
  filters: { priority: ['urgent'] },
});

describe('saved views', () => {
  it('saves, lists, renames, sets the default and deletes the user’s own views', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const view = await client.request(createSavedView, { body: urgent });
    expect(view).toMatchObject({ ...urgent, is_default: false });
    const other = await client.request(createSavedView, {
      body: { ...urgent, name: 'All', query: '', is_default: true },
    });
    expect(other.is_default).toBe(true);

    const renamed = await client.request(updateSavedView, {
      params: { id: view.id },
      body: { name: 'Urgent first', is_default: true },
    });
    expect(renamed).toMatchObject({ name: 'Urgent first', is_default: true, query: urgent.query });
    const listed = await client.request(listSavedViews, { query: { list: 'agency-planning' } });
    expect(listed.map(({ name, is_default }) => [name, is_default])).toEqual([
      ['All', false],
      ['Urgent first', true],
    ]);

    await client.request(deleteSavedView, { params: { id: view.id } });
    const left = await client.request(listSavedViews, { query: { list: 'agency-planning' } });
    expect(left.map((row) => row.name)).toEqual(['All']);
    expect(warnings).toEqual([]);
  });

  it('answers a repeated name with the field’s message', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    await client.request(createSavedView, { body: urgent });
    const error = await failure(
      client.request(createSavedView, { body: { ...urgent, name: 'URGENT' } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('name')).toBe('You already have a view named “URGENT” on this list.');
  });

  it('never shows or changes another user’s view', async () => {
    const admin = await signedInAs('admin@airtime.test');
    const view = await admin.client.request(createSavedView, { body: urgent });
    const ops = await signedInAs('ops@airtime.test');
    expect(
      await ops.client.request(listSavedViews, { query: { list: 'agency-planning' } }),
    ).toEqual([]);
    const error = await failure(ops.client.request(deleteSavedView, { params: { id: view.id } }));
    expect(error.status).toBe(404);
  });
});
