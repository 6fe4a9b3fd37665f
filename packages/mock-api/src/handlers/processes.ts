import {
  type Campaign,
  canApplyTransition,
  isPlanIoStatus,
  isPlanningGroup,
  type Process,
  type ProcessSubjectType,
  type ProcessTransitionResult,
} from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { fieldError, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { logActivity } from '../messaging/postMessage.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { withWorkflow } from '../workflow/transitions.ts';
import { type CampaignInput, commitCampaignChange, planCampaignChange } from './campaignChanges.ts';
import { publishProduction } from './productionWrites.ts';

// Processes (spec §7): the workflows of campaigns, productions and creators. Agency staff only.
// A transition is applied only when the workflow offers it (domain canApplyTransition), else 422.

const PROCESS_SUBJECT_TYPES = [
  'campaign',
  'event_production',
  'creator',
] as const satisfies readonly ProcessSubjectType[];

const PROCESS_LIST: ListSpec<Process> = {
  sorts: {
    id: (process) => process.id,
    created_at: (process) => process.created_at,
    updated_at: (process) => process.updated_at,
  },
  defaultSort: 'id',
};

/** What a campaign workflow's new status asks of the campaign. */
function campaignInput(workflow: string, status: string): CampaignInput {
  if (workflow === 'planning' && isPlanningGroup(status)) {
    // Declining the plan is the campaign's 'No Thanks' (rejected).
    return status === 'declined' ? { group: status, status: 'rejected' } : { group: status };
  }
  if (workflow === 'plan' && isPlanIoStatus(status)) return { campaign_status: status };
  if (workflow === 'io' && isPlanIoStatus(status)) return { io_status: status };
  return {};
}

/**
 * Works out what the transition does to the subject before anything is written: for a campaign,
 * the change the campaign rules allow (422 when they refuse it). Returns the write to run after
 * the process moved, which queues the subject's realtime event and returns the answer's subject.
 */
function planSubject(
  context: UserContext<string>,
  process: Process,
  workflow: string,
  transition: string,
  from: string | null,
): () => Partial<Campaign> | null {
  const { store } = context;
  const log = (subjectType: 'campaign' | 'event_production', id: number) =>
    logActivity(context, subjectType, id, `moved ${workflow} to ${transition}`, [
      { field: workflow, from, to: transition },
    ]);
  switch (process.subject_type) {
    case 'campaign': {
      const campaign = store.campaigns.get(process.subject_id);
      if (campaign === undefined) return () => null;
      const plan = planCampaignChange(store, campaign, campaignInput(workflow, transition));
      if (!plan.ok) fieldError('transition', plan.message);
      return () => {
        const updated = commitCampaignChange(context, campaign, plan.patch);
        log('campaign', campaign.id);
        return updated;
      };
    }
    case 'event_production': {
      const production = store.eventProductions.get(process.subject_id);
      if (production === undefined) return () => null;
      return () => {
        const now = context.nowIso();
        const updated =
          store.eventProductions.update(production.id, { updated_at: now }) ?? production;
        log('event_production', production.id);
        publishProduction(context, updated);
        return null;
      };
    }
    case 'creator':
      return () => null;
  }
}

export const processRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/processes',
    access: agencyOnly,
    handle({ store, query }) {
      const filters = readFilters(query, {
        subject_type: v.list(v.oneOf(PROCESS_SUBJECT_TYPES), { max: 3 }),
        subject_id: v.list(v.id(), { max: 200 }),
        ids: v.list(v.id(), { max: 200 }),
      });
      const types = filters.subject_type ?? PROCESS_SUBJECT_TYPES;
      const rows =
        filters.subject_id !== undefined
          ? types.flatMap((type) =>
              [...new Set(filters.subject_id)].flatMap((subjectId) =>
                store.processes.lookup('subject', subjectKey(type, subjectId)),
              ),
            )
          : filters.ids !== undefined
            ? [...new Set(filters.ids)]
                .map((id) => store.processes.get(id))
                .filter((process) => process !== undefined)
            : store.processes.all();
      const filtered = rows.filter(
        (process) =>
          types.includes(process.subject_type) &&
          (filters.ids === undefined || filters.ids.includes(process.id)),
      );
      const page = paginate(filtered, readListQuery(query, PROCESS_LIST), PROCESS_LIST);
      return json(toListResponse(page, (process) => process));
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/processes/:id/apply-workflow-transition',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const processId = context.id('id');
      const process = found(store.processes.get(processId), 'Process', processId);
      const input = validate(await context.body(), {
        workflow: v.string({ max: 64 }).required(),
        transition: v.string({ max: 64 }).required(),
      });
      if (!Object.hasOwn(process.workflows, input.workflow))
        fieldError('workflow', `The process has no workflow ${input.workflow}.`);
      if (!canApplyTransition(process, input.workflow, input.transition)) {
        fieldError(
          'transition',
          `The transition ${input.transition} is not available for the ${input.workflow} workflow.`,
        );
      }
      const from = process.workflows[input.workflow]?.status ?? null;
      const commitSubject = planSubject(context, process, input.workflow, input.transition, from);
      store.processes.update(
        process.id,
        withWorkflow(process, input.workflow, input.transition, context.nowIso()),
      );
      const subject = commitSubject();
      // The campaign rules may have synced the process further; answer it as stored.
      const result: ProcessTransitionResult<Campaign> = {
        process: store.processes.get(process.id) ?? process,
        subject,
      };
      return json({ data: result });
    },
  }),
].map(anyRoute);
