import {
  getWorkflowStatusOptions,
  isProductionWorkflow,
  PRODUCTION_WORKFLOW_TITLES,
} from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { fieldError, found, notFound } from '../http/HttpError.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { logActivity } from '../messaging/postMessage.ts';
import { presentProduction } from '../present/production.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { withWorkflow } from '../workflow/transitions.ts';
import { listProductions } from './productionList.ts';
import {
  checkProductionInput,
  productionFields,
  publishProduction,
  updateProduction,
} from './productionWrites.ts';

// Event production (spec §7): the agency's production board. Agency staff only. The list is in
// productionList.ts.

export const productionRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/event-production',
    access: agencyOnly,
    handle: listProductions,
  }),

  // Batch edit from the board: the same fields applied to each production in `ids`.
  defineRoute({
    method: 'PUT',
    path: '/api/event-production',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const raw = await context.body();
      const { ids } = validate(raw, { ids: v.list(v.id(), { max: 200 }).required() });
      const input = validate(raw, productionFields);
      requireSomeField(input);
      const productions = [...new Set(ids)].map((id) => store.eventProductions.get(id));
      const errors = new ErrorBag();
      if (productions.some((production) => production === undefined))
        errors.add('ids', 'The selected ids is invalid.');
      const live = productions.filter((production) => production !== undefined);
      checkProductionInput(store, live, input, errors);
      errors.throwIfAny();
      const updated = live.map((production) => updateProduction(context, production, input));
      return json({ data: updated.map((production) => presentProduction(store, production)) });
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/event-production/:id',
    access: agencyOnly,
    handle({ store, id }) {
      const productionId = id('id');
      const production = found(
        store.eventProductions.get(productionId),
        'Event production',
        productionId,
      );
      return json({ data: presentProduction(store, production, true) });
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/event-production/:id',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const productionId = context.id('id');
      const production = found(
        store.eventProductions.get(productionId),
        'Event production',
        productionId,
      );
      const input = validate(await context.body(), productionFields);
      requireSomeField(input);
      const errors = new ErrorBag();
      checkProductionInput(store, [production], input, errors);
      errors.throwIfAny();
      const updated = updateProduction(context, production, input);
      return json({ data: presentProduction(store, updated, true) });
    },
  }),

  // Setting a workflow's status by hand (spec §4): any status of the workflow's list.
  defineRoute({
    method: 'POST',
    path: '/api/event-production/:id/update-status/process/:workflow',
    access: agencyOnly,
    async handle(context) {
      const { store, params } = context;
      const productionId = context.id('id');
      const production = found(
        store.eventProductions.get(productionId),
        'Event production',
        productionId,
      );
      const workflow = params.workflow;
      if (!isProductionWorkflow(workflow)) notFound('Workflow', workflow.slice(0, 40));
      const options = getWorkflowStatusOptions(workflow);
      const input = validate(await context.body(), {
        status: v.oneOf(options.map((option) => option.status)).required(),
      });
      const process =
        store.processes.lookupOne('subject', subjectKey('event_production', production.id)) ??
        fieldError('workflow', 'The production has no process.');
      const from = process.workflows[workflow]?.status ?? null;
      const now = context.nowIso();
      store.processes.update(process.id, withWorkflow(process, workflow, input.status, now));
      const updated =
        store.eventProductions.update(production.id, { updated_at: now }) ?? production;
      if (from !== input.status) {
        const title =
          options.find((option) => option.status === input.status)?.title ?? input.status;
        logActivity(
          context,
          'event_production',
          production.id,
          `set ${PRODUCTION_WORKFLOW_TITLES[workflow]} to ${title}`,
          [{ field: workflow, from, to: input.status }],
        );
      }
      publishProduction(context, updated);
      return json({ data: presentProduction(store, updated, true) });
    },
  }),
].map(anyRoute);
