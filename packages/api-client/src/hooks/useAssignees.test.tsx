// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useAgency } from './useAgencies.ts';
import { useAssign, useAssignees, useUnassign } from './useAssignees.ts';

setupMockApi();

describe('useAssignees, useAssign, useUnassign', () => {
  it('assigns a rep, which the list and the agency show, then unassigns it', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const subject = { subject_type: 'agency', subject_id: 176 } as const;
    const { result } = renderApiHook(test.client, () => {
      const agency = useAgency(176);
      return {
        list: useAssignees({ ...subject, type: ['tcp_rep'] }),
        rep: agency.data?.rep,
        assign: useAssign(),
        unassign: useUnassign(subject),
      };
    });
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    await act(async () => {
      await result.current.assign.trigger({ body: { ...subject, type: 'tcp_rep', user_id: 4 } });
    });
    await waitFor(() => expect(result.current.list.items.map((row) => row.user_id)).toEqual([4]));
    await waitFor(() => expect(result.current.rep?.user.id).toBe(4));
    const id = result.current.list.items[0]?.id ?? 0;
    await act(async () => {
      await result.current.unassign.trigger({ params: { id } });
    });
    await waitFor(() => expect(result.current.list.items).toEqual([]));
    await waitFor(() => expect(result.current.rep).toBeUndefined());
  });

  it('waits for a null query', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result } = renderApiHook(test.client, () => useAssignees(null));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.items).toEqual([]);
    expect(result.current.key).toBeNull();
  });
});
