// @vitest-environment jsdom
import { installNodeFormGlobals } from '@airtime/mock-api/node';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useImportSalesActivity, useSalesActivity } from './useSalesActivity.ts';

setupMockApi();
// Node's fetch carries the fake's uploads: it needs Node's FormData and File, not jsdom's.
let restoreForms = () => {};
beforeAll(async () => {
  restoreForms = await installNodeFormGlobals();
});
afterAll(() => restoreForms());
afterEach(cleanup);

const CSV =
  'date,creator,metric,value\n2026-11-02,Jane Doe,clicks,1200\n2026-11-02,Jane Doe,likes,3\n';
const file = () => new File([CSV], 'activity.csv', { type: 'text/csv' });

describe('useSalesActivity', () => {
  it('checks a file without storing it, then imports it and lists the rows', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => ({
      list: useSalesActivity(4),
      upload: useImportSalesActivity(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    expect(result.current.list.items).toEqual([]);
    const check = await act(() =>
      result.current.upload.trigger({ params: { id: 4 }, body: { file: file(), dry_run: true } }),
    );
    expect(check.accepted.map((row) => row.line)).toEqual([2]);
    expect(check.refused).toEqual([
      { line: 3, reason: 'The metric "likes" is not one of clicks, conversions, revenue.' },
    ]);
    await act(() => result.current.upload.trigger({ params: { id: 4 }, body: { file: file() } }));
    await waitFor(() =>
      expect(
        result.current.list.items.map((row) => [row.date, row.creator, row.metric, row.value]),
      ).toEqual([['2026-11-02', 'Jane Doe', 'clicks', 1200]]),
    );
  });
});
