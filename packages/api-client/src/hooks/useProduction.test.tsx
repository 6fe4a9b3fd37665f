// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useBatchUpdateProductions,
  useProduction,
  useProductions,
  useSetProductionWorkflowStatus,
  useUpdateProduction,
} from './useProduction.ts';

setupMockApi();
afterEach(cleanup);

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

describe('useProductions', () => {
  it('loads the board for a week with events filled, then loadMore appends', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () =>
      useProductions({ month: '2026-11', sort: 'status', per_page: 15 }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(15));
    expect(result.current.key).toBe(
      '/api/event-production?end_date=2026-11-30&per_page=15&sort=status&start_date=2026-11-01',
    );
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(30));
    for (const production of result.current.items) {
      expect(production.event?.id).toBe(production.event_id);
      expect(production.event?.aired_date ?? production.event?.planned_date).toMatch(/^2026-11-/);
    }
  });
});

describe('production writes', () => {
  it('shows an update in the board and the record', async () => {
    const { client } = await admin();
    const { result, rerender } = renderApiHook(
      client,
      ({ id }: { id: number | null }) => ({
        board: useProductions({ week: '2026-11-18', per_page: 10 }),
        record: useProduction(id).data,
        update: useUpdateProduction(),
      }),
      { initialProps: { id: null } as { id: number | null } },
    );
    await waitFor(() => expect(result.current.board.items.length).toBeGreaterThan(2));
    const target = result.current.board.items.find((row) => row.status !== 'cancelled');
    if (target === undefined) throw new Error('No production');
    rerender({ id: target.id });
    await waitFor(() => expect(result.current.record?.id).toBe(target.id));
    await act(async () => {
      await result.current.update.trigger({
        params: { id: target.id },
        body: { status: 'cancelled' },
      });
    });
    await waitFor(() =>
      expect(result.current.board.items.find((row) => row.id === target.id)?.status).toBe(
        'cancelled',
      ),
    );
    await waitFor(() => expect(result.current.record?.status).toBe('cancelled'));
  });

  it('sets a workflow status by hand and shows it on the production', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      record: useProduction(12).data,
      setStatus: useSetProductionWorkflowStatus(),
    }));
    await waitFor(() => expect(result.current.record?.process).toBeDefined());
    await act(async () => {
      await result.current.setStatus.trigger({
        id: 12,
        workflow: 'script_approval',
        status: 'brand-review',
      });
    });
    await waitFor(() =>
      expect(result.current.record?.process?.workflows.script_approval?.status).toBe(
        'brand-review',
      ),
    );
  });

  it('batch-updates productions and the board shows each change', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      board: useProductions({ month: '2027-01', is_important: false, per_page: 4 }),
      batch: useBatchUpdateProductions(),
    }));
    await waitFor(() => expect(result.current.board.items).toHaveLength(4));
    const ids = result.current.board.items.slice(0, 2).map((row) => row.id);
    await act(async () => {
      await result.current.batch.trigger({ body: { ids, is_important: true } });
    });
    // The board lists unimportant productions only, so the two leave it.
    await waitFor(() =>
      expect(result.current.board.items.map((row) => row.id)).not.toContain(ids[0]),
    );
    expect(result.current.board.items.map((row) => row.id)).not.toContain(ids[1]);
  });
});
