import type { Process } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { applyProcessTransition, listProcesses } from './processes.ts';

setupMockApi();

/** The first workflow of a process that offers a transition, and that transition. */
function offered(process: Process): { workflow: string; transition: string } | undefined {
  for (const [workflow, state] of Object.entries(process.workflows)) {
    const transition = state.available_transitions[0];
    if (transition !== undefined) return { workflow, transition };
  }
  return undefined;
}

describe('listProcesses', () => {
  it('filters by subject and sorts', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const page = await client.request(listProcesses, {
      query: { subject_type: 'event_production', subject_id: [1, 2, 3], sort: '-id' },
    });
    expect(page.data.map((process) => process.subject_id).sort()).toEqual([1, 2, 3]);
    const ids = page.data.map((process) => process.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const process of page.data) expect(process.subject_type).toBe('event_production');
    expect(warnings).toEqual([]);
  });

  it('pages by cursor without repeats', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const ids: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ListPage<Process> = await client.request(listProcesses, {
        query: { subject_type: ['creator'], per_page: 10, ...(cursor === null ? {} : { cursor }) },
      });
      total = page.meta.total;
      ids.push(...page.data.map((process) => process.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(total).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(total);
  });

  it('is agency staff only', async () => {
    const { client } = await signedInAs('creator@airtime.test');
    const error = await failure(client.request(listProcesses, { query: {} }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Only agency users can do this.');
  });
});

describe('applyProcessTransition', () => {
  it("moves a production's workflow and answers the process without a subject", async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const [process] = (
      await client.request(listProcesses, {
        query: { subject_type: 'event_production', subject_id: 5 },
      })
    ).data;
    const move = process === undefined ? undefined : offered(process);
    if (process === undefined || move === undefined) throw new Error('No transition to apply');
    const result = await client.request(applyProcessTransition, {
      params: { id: process.id },
      body: move,
    });
    expect(result.process.id).toBe(process.id);
    expect(result.process.workflows[move.workflow]?.status).toBe(move.transition);
    expect(result.subject).toBeNull();
  });

  it("moves a campaign's plan and answers the campaign's fields", async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const page = await client.request(listProcesses, {
      query: { subject_type: 'campaign', per_page: 100 },
    });
    const process = page.data.find(
      (candidate) => (candidate.workflows.plan?.available_transitions.length ?? 0) > 0,
    );
    const transition = process?.workflows.plan?.available_transitions[0];
    if (process === undefined || transition === undefined) throw new Error('No plan to move');
    const result = await client.request(applyProcessTransition, {
      params: { id: process.id },
      body: { workflow: 'plan', transition },
    });
    expect(result.process.workflows.plan?.status).toBe(transition);
    expect(result.subject).toMatchObject({ id: process.subject_id, campaign_status: transition });
  });

  it('answers 422 naming the transition when the workflow does not offer it', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const [process] = (
      await client.request(listProcesses, {
        query: { subject_type: 'event_production', subject_id: 6 },
      })
    ).data;
    if (process === undefined) throw new Error('No process');
    const error = await failure(
      client.request(applyProcessTransition, {
        params: { id: process.id },
        body: { workflow: 'brief', transition: 'teleported' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('transition')).toBe(
      'The transition teleported is not available for the brief workflow.',
    );
  });

  it('refuses Read Only users with the server message', async () => {
    const { client } = await signedInAs('readonly@airtime.test');
    const error = await failure(
      client.request(applyProcessTransition, {
        params: { id: 1 },
        body: { workflow: 'conversion', transition: 'complete' },
      }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
