import { AGENCY_CHANNEL, type Campaign } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { visibleCampaign } from '../auth/creatorVisibility.ts';
import { fieldError, found } from '../http/HttpError.ts';
import { paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { includeCampaignRelations, presentCampaign } from '../present/campaigns.ts';
import { notifyUser } from '../realtime/notify.ts';
import { assign, isAssignable } from './assignees.ts';
import { campaignFields, commitCampaignChange, planCampaignChange } from './campaignChanges.ts';
import { campaignListSpec, findCampaigns } from './campaignQuery.ts';

// Campaigns (spec §7 'Campaigns, content, creators'): the planning board and campaign lists.
// Everyone signed in lists and reads the campaigns they may see (agency staff all, brand users
// their brands', creator users their creators'); only agency staff write.

export const campaignRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/new-campaigns',
    handle({ store, query, user }) {
      const spec = campaignListSpec(store);
      const listQuery = readListQuery(query, spec);
      const rows = findCampaigns(store, user, query);
      const page = paginate(rows, listQuery, spec);
      return json(
        toListResponse(
          page,
          (row) => presentCampaign(store, row),
          includeCampaignRelations(store, page.data),
        ),
      );
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/new-campaigns',
    access: agencyOnly,
    async handle(context) {
      const { store, nowIso } = context;
      const input = validate(await context.body(), {
        ...campaignFields,
        brand_id: v.id().required(),
        content_id: v.id().required(),
      });
      const errors = new ErrorBag();
      const brand = store.brands.get(input.brand_id);
      const channel = store.channels.get(input.content_id);
      const creator = channel === undefined ? undefined : store.creators.get(channel.publisher_id);
      if (brand === undefined) errors.add('brand_id', 'The selected brand id is invalid.');
      if (channel === undefined || creator === undefined)
        errors.add('content_id', 'The selected content id is invalid.');
      const { brand_id: _brand, content_id: _content, ...fields } = input;
      const plan = planCampaignChange(store, null, fields);
      if (!plan.ok) errors.add(plan.field, plan.message);
      errors.throwIfAny();
      // Each of these added an error above when missing, so none is missing here.
      if (brand === undefined || channel === undefined || creator === undefined || !plan.ok) {
        throw new Error('A refused campaign passed validation.');
      }
      const now = nowIso();
      const relationship =
        store.relationships.lookupOne('pair', `${brand.id}:${creator.id}`) ??
        store.relationships.insert({
          brand_id: brand.id,
          publisher_id: creator.id,
          approval_status: 'unsent',
          is_active: true,
          started_on: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
      const inserted = store.campaigns.insert({
        brand_id: brand.id,
        publisher_id: creator.id,
        content_id: channel.id,
        status: 'in-progress',
        campaign_status: 'not-started',
        priority: 'no-priority',
        group: null,
        group_duration: null,
        ends_at: null,
        relationship_id: relationship.id,
        io_status: 'not-started',
        back_to_tcp_production_id: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      const campaign = commitCampaignChange(context, inserted, plan.patch);
      if (creator.rep_cm !== null && creator.rep_cm !== context.user.id) {
        notifyUser(context, creator.rep_cm, {
          type: 'campaign',
          title: `New campaign: ${brand.name} with ${creator.name}`,
          subject_type: 'campaign',
          subject_id: campaign.id,
        });
      }
      return json({ data: presentCampaign(store, campaign, true) }, 201);
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/new-campaigns/:id',
    handle: (context) =>
      json({
        data: presentCampaign(context.store, visibleCampaign(context, context.id('id')), true),
      }),
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/new-campaigns/:id',
    access: agencyOnly,
    async handle(context) {
      const campaignId = context.id('id');
      const campaign = found(context.store.campaigns.get(campaignId), 'Campaign', campaignId);
      const input = validate(await context.body(), campaignFields);
      requireSomeField(input);
      const plan = planCampaignChange(context.store, campaign, input);
      if (!plan.ok) fieldError(plan.field, plan.message);
      const updated = commitCampaignChange(context, campaign, plan.patch);
      return json({ data: presentCampaign(context.store, updated, true) });
    },
  }),

  // Several campaigns at once (the board's bulk actions): { ids, ...the fields of PUT, owner_id },
  // all or none. owner_id (ours: spec §7 shows no payload) makes an agency user each one's owner.
  defineRoute({
    method: 'PUT',
    path: '/api/campaigns/batch-update',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const { ids, owner_id, ...input } = validate(await context.body(), {
        ...campaignFields,
        ids: v.list(v.id(), { max: 100 }).required(),
        owner_id: v.id(),
      });
      requireSomeField({ ...input, ...(owner_id === undefined ? {} : { owner_id }) });
      const errors = new ErrorBag();
      if (owner_id !== undefined && !isAssignable(store, owner_id)) {
        errors.add('owner_id', 'The selected owner id is invalid.');
      }
      const plans: Array<{ campaign: Campaign; patch: Partial<Campaign> }> = [];
      const seen = new Set<number>();
      ids.forEach((campaignId, index) => {
        if (seen.has(campaignId)) return;
        seen.add(campaignId);
        const campaign = store.campaigns.get(campaignId);
        if (campaign === undefined) {
          errors.add(`ids.${index}`, `The selected ids.${index} is invalid.`);
          return;
        }
        const plan = planCampaignChange(store, campaign, input);
        if (plan.ok) plans.push({ campaign, patch: plan.patch });
        else errors.add(`ids.${index}`, `Campaign ${campaign.id}: ${plan.message}`);
      });
      errors.throwIfAny();
      const updated = store.batch(() =>
        plans.map(({ campaign, patch }) => {
          if (owner_id !== undefined) {
            assign(context, {
              user_id: owner_id,
              type: 'owner',
              subject_type: 'campaign',
              subject_id: campaign.id,
            });
          }
          return commitCampaignChange(context, campaign, patch);
        }),
      );
      return json({ data: updated.map((campaign) => presentCampaign(store, campaign)) });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/campaigns/:id',
    access: agencyOnly,
    handle(context) {
      const { store } = context;
      const campaignId = context.id('id');
      const campaign = found(store.campaigns.get(campaignId), 'Campaign', campaignId);
      const at = context.nowIso();
      store.campaigns.remove(campaign.id, at);
      // No campaign.deleted event exists (decisions §5): the update carries deleted_at.
      context.publish(AGENCY_CHANNEL, 'campaign.updated', { ...campaign, deleted_at: at });
      return noContent();
    },
  }),
].map(anyRoute);
