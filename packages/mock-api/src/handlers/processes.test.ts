import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

function processOf(subjectType: 'campaign' | 'event_production' | 'creator', workflow: string) {
  const process = api.backend.store.processes
    .all()
    .find(
      (row) =>
        row.subject_type === subjectType &&
        (row.workflows[workflow]?.available_transitions.length ?? 0) > 0 &&
        (subjectType !== 'campaign' || api.backend.store.campaigns.has(row.subject_id)),
    );
  if (process === undefined) throw new Error(`no ${subjectType} process with ${workflow} moves`);
  return process;
}

describe('GET /api/processes', () => {
  it('lists the processes of a subject', async () => {
    const process = processOf('campaign', 'plan');
    const client = await api.as('ops');
    const body = await (
      await client(`/api/processes?subject_type=campaign&subject_id=${process.subject_id}`)
    ).json();
    expect(body.data).toEqual([process]);
    expect(body.meta.total).toBe(1);
  });

  it('filters by type and pages', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/processes?subject_type=creator&per_page=5')).json();
    expect(body.data.every((row: { subject_type: string }) => row.subject_type === 'creator')).toBe(
      true,
    );
    expect(body.links.next).not.toBeNull();
  });

  it('answers 422 for an unknown type and 403 for a brand user', async () => {
    expect((await (await api.as('ops'))('/api/processes?subject_type=brand')).status).toBe(422);
    expect((await (await api.as('brand'))('/api/processes')).status).toBe(403);
  });
});

describe('PUT /api/processes/:id/apply-workflow-transition', () => {
  it('moves a campaign workflow, answers the process and the campaign, publishes campaign.updated', async () => {
    const { store, bus } = api.backend;
    const process = processOf('campaign', 'io');
    const transition = process.workflows.io?.available_transitions[0] as string;
    const recorder = recordBus(bus);
    const response = await (await api.as('ops'))(
      `/api/processes/${process.id}/apply-workflow-transition`,
      jsonBody('PUT', { workflow: 'io', transition }),
    );
    recorder.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.process.workflows.io.status).toBe(transition);
    expect(data.subject).toMatchObject({ id: process.subject_id, io_status: transition });
    expect(store.campaigns.get(process.subject_id)?.io_status).toBe(transition);
    expect(recorder.messages).toContainEqual(
      expect.objectContaining({ channel: 'private-agency', event: 'campaign.updated' }),
    );
  });

  it('moves a campaign along the planning board, declining it as No Thanks', async () => {
    const { store } = api.backend;
    const process = processOf('campaign', 'planning');
    const response = await (await api.as('ops'))(
      `/api/processes/${process.id}/apply-workflow-transition`,
      jsonBody('PUT', { workflow: 'planning', transition: 'declined' }),
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.subject).toMatchObject({ group: 'declined', status: 'rejected' });
    expect(data.process.workflows.planning).toEqual({
      status: 'declined',
      available_transitions: [],
    });
    expect(store.campaigns.get(process.subject_id)?.group).toBe('declined');
  });

  it('moves a production workflow and publishes event-production.updated', async () => {
    const process = processOf('event_production', 'brief');
    const transition = process.workflows.brief?.available_transitions[0] as string;
    const recorder = recordBus(api.backend.bus);
    const response = await (await api.as('ops'))(
      `/api/processes/${process.id}/apply-workflow-transition`,
      jsonBody('PUT', { workflow: 'brief', transition }),
    );
    recorder.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({ process: expect.objectContaining({ id: process.id }), subject: null });
    expect(data.process.workflows.brief.status).toBe(transition);
    expect(recorder.messages.map((message) => message.event)).toContain('event-production.updated');
  });

  it('moves a creator workflow without a subject', async () => {
    const process = processOf('creator', 'conversion');
    const workflow = process.workflows.conversion;
    const transition = workflow?.available_transitions.find(
      (name) => name !== workflow.status,
    ) as string;
    const response = await (await api.as('ops'))(
      `/api/processes/${process.id}/apply-workflow-transition`,
      jsonBody('PUT', { workflow: 'conversion', transition }),
    );
    const { data } = await response.json();
    expect(data.subject).toBeNull();
    expect(data.process.workflows.conversion.available_transitions).toContain(workflow?.status);
  });

  it.each([
    [
      'a transition the workflow does not offer',
      { workflow: 'io', transition: 'teleported' },
      ['transition'],
    ],
    ['an unknown workflow', { workflow: 'constructor', transition: 'x' }, ['workflow']],
    ['nothing', {}, ['workflow', 'transition']],
  ])('answers 422 for %s and writes nothing', async (_label, payload, fields) => {
    const process = processOf('campaign', 'io');
    const before = api.backend.store.revision;
    const response = await (await api.as('ops'))(
      `/api/processes/${process.id}/apply-workflow-transition`,
      jsonBody('PUT', payload),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('answers 404 and 403', async () => {
    const body = jsonBody('PUT', { workflow: 'io', transition: 'created' });
    expect(
      (await (await api.as('ops'))('/api/processes/999999/apply-workflow-transition', body)).status,
    ).toBe(404);
    expect(
      (await (await api.as('creator'))('/api/processes/1/apply-workflow-transition', body)).status,
    ).toBe(403);
  });

  it('records the creator signature on the IO document when the io workflow moves to Signed, and clears it when taken back', async () => {
    const { store } = api.backend;
    const process = store.processes
      .all()
      .find(
        (row) =>
          row.subject_type === 'campaign' &&
          row.workflows.io?.status === 'approved' &&
          store.ioDocuments.lookupOne('campaign_id', row.subject_id)?.signed_at === null,
      );
    if (process === undefined) throw new Error('no sent, unsigned IO');
    const client = await api.as('ops');
    const move = (transition: string) =>
      client(
        `/api/processes/${process.id}/apply-workflow-transition`,
        jsonBody('PUT', { workflow: 'io', transition }),
      );
    expect((await move('creator-approved')).status).toBe(200);
    expect(store.ioDocuments.lookupOne('campaign_id', process.subject_id)?.signed_at).toEqual(
      expect.any(String),
    );
    expect((await move('review')).status).toBe(200);
    expect(store.ioDocuments.lookupOne('campaign_id', process.subject_id)?.signed_at).toBeNull();
  });
});
