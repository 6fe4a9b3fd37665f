import type { Campaign, IoDocument } from '@airtime/domain';
import { HttpResponse } from 'msw';
import { agencyOnly } from '../auth/access.ts';
import { agencyOrCreator, visibleCampaign } from '../auth/creatorVisibility.ts';
import { fieldError, found, notFound } from '../http/HttpError.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { campaignEvents, presentCampaign } from '../present/campaigns.ts';
import { renderPdf } from '../present/ioDocumentPdf.ts';
import { notifyUser } from '../realtime/notify.ts';
import type { Store } from '../store/createStore.ts';
import type { IoDocumentDraft } from '../store/records.ts';
import { commitCampaignChange, planCampaignChange } from './campaignChanges.ts';

// Insertion orders (spec §7): the contract a campaign's creator signs. Agency staff prepare and
// send them; the campaign's creator users may read and download them; brand users may not.

const IO_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/** The number a campaign's IO gets unless the agency types another: IO-{year}-{campaign id}. */
function suggestedNumber(campaign: Campaign, nowIso: string): string {
  return `IO-${nowIso.slice(0, 4)}-${String(campaign.id).padStart(4, '0')}`;
}

function fileUrl(campaign: Campaign): string {
  return `/api/campaigns/${campaign.id}/io-document/file.pdf`;
}

/** The IO of a campaign the user may see, or 404. */
function documentOf(
  context: UserContext<string>,
  campaignId: number,
): { campaign: Campaign; document: IoDocument } {
  const campaign = visibleCampaign(context, campaignId);
  const document = context.store.ioDocuments.lookupOne('campaign_id', campaign.id);
  if (document === undefined) notFound('IO document of campaign', campaign.id);
  return { campaign, document };
}

/** The draft the IO modal opens with. */
function draftOf(store: Store, campaign: Campaign, nowIso: string): IoDocumentDraft {
  const existing = store.ioDocuments.lookupOne('campaign_id', campaign.id);
  const events = campaignEvents(store, campaign).filter((event) => event.aired_date === null);
  return {
    campaign_id: campaign.id,
    number: existing?.number ?? suggestedNumber(campaign, nowIso),
    campaign: presentCampaign(store, campaign),
    brand: store.brands.get(campaign.brand_id) ?? null,
    creator: store.creators.get(campaign.publisher_id) ?? null,
    channel: store.channels.get(campaign.content_id) ?? null,
    events,
    total_rate: events.reduce((sum, event) => sum + (event.rate ?? 0), 0),
    replaces_existing: existing !== undefined,
  };
}

export const ioDocumentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/io-document',
    access: agencyOrCreator,
    handle: (context) => json({ data: documentOf(context, context.id('id')).document }),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/io-document/create',
    access: agencyOnly,
    handle({ store, id, nowIso }) {
      const campaignId = id('id');
      const campaign = found(store.campaigns.get(campaignId), 'Campaign', campaignId);
      return json({ data: draftOf(store, campaign, nowIso()) });
    },
  }),

  // Creates the campaign's IO, or replaces it (a new document needs a new signature). The body
  // carries the number the draft offered (or another) and `send` to send it to the creator now.
  defineRoute({
    method: 'POST',
    path: '/api/campaigns/:id/io-document',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const campaignId = context.id('id');
      const campaign = found(store.campaigns.get(campaignId), 'Campaign', campaignId);
      const input = validate(await context.body(), {
        number: v
          .string({
            max: 40,
            pattern: IO_NUMBER,
            patternMessage: 'The :attribute field may only contain letters, numbers and dashes.',
          })
          .required(),
        send: v.boolean(),
      });
      const taken = store.ioDocuments
        .all()
        .some(
          (document) =>
            document.campaign_id !== campaign.id &&
            document.number.toLowerCase() === input.number.toLowerCase(),
        );
      if (taken) fieldError('number', 'The number has already been taken.');
      const send = input.send === true;
      const plan = planCampaignChange(store, campaign, {
        io_status: send ? 'approved' : 'created',
        ...(send && campaign.group === 'io_create' ? { group: 'io_approval' as const } : {}),
      });
      if (!plan.ok) fieldError(plan.field, plan.message);

      const now = context.nowIso();
      const existing = store.ioDocuments.lookupOne('campaign_id', campaign.id);
      const fields = {
        number: input.number,
        file_url: fileUrl(campaign),
        sent_at: send ? now : null,
        signed_at: null,
        updated_at: now,
      };
      const document =
        existing === undefined
          ? store.ioDocuments.insert({ campaign_id: campaign.id, created_at: now, ...fields })
          : (store.ioDocuments.update(existing.id, fields) ?? existing);
      commitCampaignChange(context, campaign, plan.patch);
      if (send) {
        const creator = store.creators.get(campaign.publisher_id);
        for (const user of store.users.all()) {
          if (!user.creator_ids.includes(campaign.publisher_id)) continue;
          notifyUser(context, user.id, {
            type: 'io_document',
            title: `Insertion order ${document.number} is ready to sign`,
            ...(creator === undefined ? {} : { body: `For ${creator.name}` }),
            subject_type: 'campaign',
            subject_id: campaign.id,
          });
        }
      }
      return json({ data: document }, existing === undefined ? 201 : 200);
    },
  }),

  // The generated file the document's file_url points at (not a spec call; the fake's own).
  defineRoute({
    method: 'GET',
    path: '/api/campaigns/:id/io-document/file.pdf',
    access: agencyOrCreator,
    handle(context) {
      const { campaign, document } = documentOf(context, context.id('id'));
      const { store } = context;
      const brand = store.brands.get(campaign.brand_id);
      const creator = store.creators.get(campaign.publisher_id);
      const channel = store.channels.get(campaign.content_id);
      const events = campaignEvents(store, campaign);
      const total = events.reduce((sum, event) => sum + (event.rate ?? 0), 0);
      const pdf = renderPdf([
        `Insertion order ${document.number}`,
        `Brand: ${brand?.name ?? 'Unknown'}`,
        `Creator: ${creator?.name ?? 'Unknown'}`,
        `Channel: ${channel?.name ?? 'Unknown'}`,
        '',
        ...events.map(
          (event) =>
            `${event.planned_date ?? 'unscheduled'}  ${event.title}  $${(event.rate ?? 0).toLocaleString('en-US')}`,
        ),
        '',
        `Total: $${total.toLocaleString('en-US')}`,
        document.signed_at === null
          ? 'Not signed yet.'
          : `Signed ${document.signed_at.slice(0, 10)}`,
      ]);
      return new HttpResponse(pdf, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${document.number}.pdf"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  }),
].map(anyRoute);
