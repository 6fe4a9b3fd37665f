import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';
import { setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createAssignee, deleteAssignee, listAssignees } from './assignees.ts';

const { backend } = setupMockApi();

async function walk<T>(page: (cursor?: string) => Promise<ListPage<T>>): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 200; guard += 1) {
    const answer = await page(cursor);
    rows.push(...answer.data);
    if (answer.links.next === null) return rows;
    cursor = answer.links.next;
  }
  throw new Error('too many pages');
}

describe('listAssignees', () => {
  it('answers a record’s assignees, each with its user', async () => {
    const test = await signedInAs('admin@airtime.test');
    const row = backend.store.assignees
      .all()
      .find((candidate) => candidate.subject_type === 'brand');
    if (row === undefined) throw new Error('no brand assignee in the seed');
    const page = await test.client.request(listAssignees, {
      query: { subject_type: 'brand', subject_id: row.subject_id },
    });
    expect(page.data.map((assignee) => assignee.id)).toContain(row.id);
    for (const assignee of page.data) {
      expect(assignee).toMatchObject({ subject_type: 'brand', subject_id: row.subject_id });
      expect(assignee.user.id).toBe(assignee.user_id);
    }
    expect(test.warnings).toEqual([]);
  });

  it('filters by type and user and sorts newest id first', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(listAssignees, {
      query: { type: ['tcp_rep'], sort: '-id', per_page: 50 },
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((assignee) => assignee.type === 'tcp_rep')).toBe(true);
    const ids = page.data.map((assignee) => assignee.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const userId = page.data[0]?.user_id ?? 0;
    const mine = await test.client.request(listAssignees, {
      query: { user_id: [userId], per_page: 100 },
    });
    expect(mine.data.every((assignee) => assignee.user_id === userId)).toBe(true);
  });

  it('pages with the cursor without repeats', async () => {
    const test = await signedInAs('admin@airtime.test');
    const rows = await walk((cursor) =>
      test.client.request(listAssignees, {
        query: { type: ['owner'], per_page: 40, ...(cursor === undefined ? {} : { cursor }) },
      }),
    );
    const ids = rows.map((assignee) => assignee.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(
      backend.store.assignees.all().filter((row) => row.type === 'owner').length,
    );
  });
});

describe('assignee writes', () => {
  it('assigns, replaces and unassigns', async () => {
    const test = await signedInAs('admin@airtime.test');
    const subject = { subject_type: 'brand', subject_id: 4 } as const;
    const first = await test.client.request(createAssignee, {
      body: { ...subject, user_id: 3, type: 'backup' },
    });
    expect(first).toMatchObject({ ...subject, type: 'backup', user_id: 3, user: { id: 3 } });
    const second = await test.client.request(createAssignee, {
      body: { ...subject, user_id: 4, type: 'backup' },
    });
    const backups = await test.client.request(listAssignees, {
      query: { ...subject, type: ['backup'] },
    });
    expect(backups.data.map((row) => row.id)).toEqual([second.id]);
    await test.client.request(deleteAssignee, { params: { id: second.id } });
    const after = await test.client.request(listAssignees, {
      query: { ...subject, type: ['backup'] },
    });
    expect(after.data).toEqual([]);
  });

  it('surfaces 422 field errors', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await test.client
      .request(createAssignee, {
        body: { subject_type: 'brand', subject_id: 99_999, user_id: 7, type: 'owner' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 422,
      errors: {
        user_id: ['The selected user id is invalid.'],
        subject_id: ['The selected subject id is invalid.'],
      },
    });
  });

  it('refuses a Read Only user with the server’s message', async () => {
    const test = await signedInAs('readonly@airtime.test');
    await expect(
      test.client.request(createAssignee, {
        body: { subject_type: 'brand', subject_id: 4, user_id: 3, type: 'owner' },
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Your account is read-only: you cannot make changes.',
    });
    await expect(test.client.request(deleteAssignee, { params: { id: 1 } })).rejects.toMatchObject({
      status: 403,
    });
  });
});
