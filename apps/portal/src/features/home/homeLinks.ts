import {
  type Campaign,
  type EventProduction,
  encodeQueryState,
  getEventDay,
  type Invoice,
  type Payout,
  type QueryState,
  type Thread,
} from '@airtime/domain';
import { href } from '../../app/paths.ts';
import { threadKey } from '../inbox/inboxSubjects.ts';

// Where each of home's rows and lists leads: the screen where the work is done, with the row's
// record open there (its modal or conversation) or the list filtered to it, through the URL's
// query state, so a link works as well shared.

function withState(path: string, state: Partial<QueryState>): string {
  const search = encodeQueryState({ sort: [], filters: {}, modals: [], ...state }).toString();
  return search === '' ? path : `${path}?${search}`;
}

const FINANCE = href('agency-accounting');

/** A campaign open in its brand's planning. */
export function planLink(campaign: Pick<Campaign, 'id' | 'brand_id'>): string {
  return withState(href('agency-brand-planning', { brandId: campaign.brand_id }), {
    modals: [{ name: 'planning', props: { campaignId: campaign.id } }],
  });
}

/** The planning board's plans needing attention, most pressing first. */
export const PLANS_LINK = withState(href('agency-planning'), {
  filters: { needs_attention: ['true'] },
  sort: [{ field: 'priority', direction: 'asc' }],
});

/** A production open on the board, in its event's week. */
export function productionLink(
  production: Pick<EventProduction, 'id' | 'event'>,
  weekOf: (day: string) => string | undefined,
): string {
  const day = production.event === undefined ? null : getEventDay(production.event);
  const week = day === null ? undefined : weekOf(day);
  return withState(href('agency-production'), {
    ...(week === undefined ? {} : { filters: { week: [week] } }),
    modals: [{ name: 'production', props: { id: production.id } }],
  });
}

/** The production board with only past-due and moving productions. */
export const PRODUCTIONS_LINK = withState(href('agency-production'), {
  filters: { status: ['past-due', 'moving'] },
});

/** The production board, this week. */
export const BOARD_LINK = href('agency-production');

/** A conversation open in the inbox. */
export function conversationLink(
  thread: Pick<Thread, 'subject_type' | 'subject_id' | 'visibility'>,
): string {
  return `${href('agency-inbox')}?thread=${encodeURIComponent(threadKey(thread))}`;
}

/** The inbox's unread conversations. */
export const CONVERSATIONS_LINK = withState(href('agency-inbox'), {
  filters: { unread: ['true'] },
});

/** A campaign's IO document, over its brand's planning. */
export function ioLink(campaign: Pick<Campaign, 'id' | 'brand_id'>): string {
  return withState(href('agency-brand-planning', { brandId: campaign.brand_id }), {
    modals: [{ name: 'io-document', props: { campaignId: campaign.id } }],
  });
}

/** Brand Invoicing with the invoices still to be paid, the longest due first. */
export const INVOICES_LINK = withState(`${FINANCE}/invoices`, {
  filters: { status: ['overdue', 'sent'] },
  sort: [{ field: 'due_on', direction: 'asc' }],
});

/** One brand's unpaid invoices on Brand Invoicing. */
export function invoiceLink(invoice: Pick<Invoice, 'brand_id'>): string {
  return withState(`${FINANCE}/invoices`, {
    filters: { status: ['overdue', 'sent'], brand_id: [String(invoice.brand_id)] },
    sort: [{ field: 'due_on', direction: 'asc' }],
  });
}

/** Creator Payout with the payouts not sent yet or failed, the oldest period first. */
export const PAYOUTS_LINK = withState(`${FINANCE}/payouts`, {
  filters: { status: ['failed', 'pending', 'scheduled'] },
  sort: [{ field: 'period_start', direction: 'asc' }],
});

/** A payout's month and status on Creator Payout. */
export function payoutLink(payout: Pick<Payout, 'status' | 'period_start'>): string {
  return withState(`${FINANCE}/payouts`, {
    filters: { status: [payout.status], month: [payout.period_start.slice(0, 7)] },
  });
}
