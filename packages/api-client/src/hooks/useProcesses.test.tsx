// @vitest-environment jsdom
import type { Process } from '@airtime/domain';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { ApiError } from '../http/ApiError.ts';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useCampaign } from './useCampaigns.ts';
import { useCreator } from './useCreators.ts';
import { useApplyTransition, useProcesses } from './useProcesses.ts';
import { useProduction } from './useProduction.ts';

const mock = setupMockApi();
afterEach(cleanup);

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

/** 'METHOD path' of each request made from now on in this test. */
function sentRequests(): string[] {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  mock.server.events.on('request:start', listener);
  onTestFinished(() => {
    mock.server.events.removeListener('request:start', listener);
  });
  return sent;
}

function offered(process: Process | undefined) {
  for (const [workflow, state] of Object.entries(process?.workflows ?? {})) {
    const transition = state.available_transitions[0];
    if (process !== undefined && transition !== undefined) return { process, workflow, transition };
  }
  throw new Error('No transition offered');
}

describe('useProcesses', () => {
  it('loads processes by subject, then loadMore appends', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () =>
      useProcesses({ subject_type: 'creator', per_page: 10 }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    for (const process of result.current.items) expect(process.subject_type).toBe('creator');
  });

  it('asks for nothing while its query is null', async () => {
    const { client } = await admin();
    const sent = sentRequests();
    const { result } = renderApiHook(client, () => useProcesses(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.items).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('useApplyTransition', () => {
  it('puts the new process into the cached list and the cached production, without refetching', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      list: useProcesses({ subject_type: 'event_production', subject_id: 8 }),
      // Read during render, as a component would: SWR re-renders only for fields read then.
      production: useProduction(8).data,
      apply: useApplyTransition(),
    }));
    await waitFor(() => expect(result.current.list.items).toHaveLength(1));
    await waitFor(() => expect(result.current.production?.process).toBeDefined());
    const move = offered(result.current.list.items[0]);
    const sent = sentRequests();
    await act(async () => {
      await result.current.apply.trigger(move);
    });
    expect(result.current.list.items[0]?.workflows[move.workflow]?.status).toBe(move.transition);
    expect(result.current.production?.process?.workflows[move.workflow]?.status).toBe(
      move.transition,
    );
    expect(result.current.production?.event?.id).toBeDefined();
    expect(sent).toEqual([`PUT /api/processes/${move.process.id}/apply-workflow-transition`]);
  });

  it('refuses a transition the workflow does not offer, without asking the server', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      list: useProcesses({ subject_type: 'event_production', subject_id: 9 }),
      apply: useApplyTransition(),
    }));
    await waitFor(() => expect(result.current.list.items).toHaveLength(1));
    const process = result.current.list.items[0];
    if (process === undefined) throw new Error('No process');
    const sent = sentRequests();
    const error = await result.current.apply
      .trigger({ process, workflow: 'brief', transition: 'teleported' })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldError('transition')).toBe(
      'The transition teleported is not available for the brief workflow.',
    );
    expect(sent).toEqual([]);
  });

  it("merges a campaign transition's fields into the cached campaign, keeping its relations", async () => {
    const { client } = await admin();
    const { result, rerender } = renderApiHook(
      client,
      ({ id }: { id: number | null }) => ({
        processes: useProcesses({ subject_type: 'campaign', per_page: 50 }),
        campaign: useCampaign(id).data,
        apply: useApplyTransition(),
      }),
      { initialProps: { id: null } as { id: number | null } },
    );
    await waitFor(() => expect(result.current.processes.items).toHaveLength(50));
    const process = result.current.processes.items.find(
      (candidate) => (candidate.workflows.plan?.available_transitions.length ?? 0) > 0,
    );
    const transition = process?.workflows.plan?.available_transitions[0];
    if (process === undefined || transition === undefined) throw new Error('No plan to move');
    rerender({ id: process.subject_id });
    await waitFor(() => expect(result.current.campaign?.process?.id).toBe(process.id));
    await act(async () => {
      await result.current.apply.trigger({ process, workflow: 'plan', transition });
    });
    const campaign = result.current.campaign;
    expect(campaign?.campaign_status).toBe(transition);
    expect(campaign?.process?.workflows.plan?.status).toBe(transition);
    expect(campaign?.brand?.id).toBe(campaign?.brand_id);
    expect(
      result.current.processes.items.find((row) => row.id === process.id)?.workflows.plan?.status,
    ).toBe(transition);
  });

  it("puts a creator's new conversion process into the cached creator", async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      // Creator 4's conversion process (process 1) offers transitions.
      creator: useCreator(4).data,
      apply: useApplyTransition(),
    }));
    await waitFor(() => expect(result.current.creator?.conversionProcess).toBeDefined());
    const process = result.current.creator?.conversionProcess;
    const transition = process?.workflows.conversion?.available_transitions.find(
      (name) => name !== process.workflows.conversion?.status,
    );
    if (process === undefined || transition === undefined) throw new Error('No conversion move');
    await act(async () => {
      await result.current.apply.trigger({ process, workflow: 'conversion', transition });
    });
    expect(result.current.creator?.conversionProcess?.workflows.conversion?.status).toBe(
      transition,
    );
  });
});
