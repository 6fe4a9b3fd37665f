import { describe, expect, it } from 'vitest';
import { formBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

// The brand persona sees brands 2, 3 and 5.
const BRAND = 2;
const CSV =
  'date,creator,metric,value\n2026-11-02,Jane Doe,clicks,1200\n2026-11-02,Jane Doe,likes,3\n2026-11-03,The Daily Show,revenue,99.5\n';

const upload = (text: string, fields: Record<string, string> = {}) =>
  formBody('POST', { file: new File([text], 'activity.csv', { type: 'text/csv' }), ...fields });

describe('POST /api/brands/:id/sales-activity/import', () => {
  it('checks a file in a dry run without storing, then imports the accepted rows', async () => {
    const client = await api.as('admin');
    const path = `/api/brands/${BRAND}/sales-activity/import`;
    const dry = await client(path, upload(CSV, { dry_run: '1' }));
    expect(dry.status).toBe(200);
    const checked = (await dry.json()).data;
    expect(checked.accepted).toHaveLength(2);
    expect(checked.refused).toEqual([
      { line: 3, reason: 'The metric "likes" is not one of clicks, conversions, revenue.' },
    ]);
    expect(api.backend.store.salesActivity.lookup('brand_id', BRAND)).toHaveLength(0);

    const imported = await client(path, upload(CSV));
    expect(imported.status).toBe(201);
    const list = await (await client(`/api/brands/${BRAND}/sales-activity`)).json();
    expect(list.meta.total).toBe(2);
    expect(
      list.data.map((row: { date: string; metric: string; value: number }) => [
        row.date,
        row.metric,
        row.value,
      ]),
    ).toEqual([
      ['2026-11-03', 'revenue', 99.5],
      ['2026-11-02', 'clicks', 1200],
    ]);
  });

  it.each<[string, RequestInit, number, string | undefined]>([
    ['no file', formBody('POST', { dry_run: '1' }), 422, 'The file field is required.'],
    [
      'a file without the columns',
      upload('a,b\n1,2\n'),
      422,
      'missing: date, creator, metric, value',
    ],
    [
      'a file over 2 MB',
      upload(`date\n${'x'.repeat(2 * 1024 * 1024)}`),
      422,
      'must not be greater than 2048 kilobytes',
    ],
    ['a body over the multipart limit', upload('x'.repeat(5 * 1024 * 1024)), 413, undefined],
  ])('refuses %s', async (_case, init, status, message) => {
    const response = await (await api.as('admin'))(
      `/api/brands/${BRAND}/sales-activity/import`,
      init,
    );
    expect(response.status).toBe(status);
    if (message !== undefined) expect((await response.json()).errors.file[0]).toContain(message);
  });

  it('lets a brand user import for their brand, not for another, and refuses Read Only', async () => {
    const brand = await api.as('brand');
    expect((await brand(`/api/brands/${BRAND}/sales-activity/import`, upload(CSV))).status).toBe(
      201,
    );
    expect((await brand('/api/brands/1/sales-activity/import', upload(CSV))).status).toBe(403);
    expect((await brand('/api/brands/1/sales-activity')).status).toBe(403);
    const readonly = await api.as('readonly');
    expect((await readonly(`/api/brands/${BRAND}/sales-activity/import`, upload(CSV))).status).toBe(
      403,
    );
  });
});
