import {
  type Event,
  getInvoiceMoves,
  INVOICE_STATUS_TITLES,
  INVOICE_STATUSES,
  type Invoice,
} from '@airtime/domain';
import { agencyWithPermissions } from '../auth/access.ts';
import { found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, v, validate } from '../http/validate.ts';
import { includeForEvents, includeRows } from '../present/include.ts';
import type { Store } from '../store/createStore.ts';
import {
  addDays,
  checkMove,
  MONTH,
  monthBounds,
  publishFinance,
  statusChange,
} from './financeMoves.ts';
import { billableEvents, invoicedEventIds, unbillableReason } from './invoiceBilling.ts';

// Brand invoices (ours; spec §7 names no call). Agency staff with view_accounting and
// view_accounting.invoices (a Super Admin passes) list, create and move them. An invoice bills a
// brand's aired, rated events of one billing month that are on no live invoice; payment terms are
// 30 days from the issue day (README).

const canInvoice = agencyWithPermissions('view_accounting', 'view_accounting.invoices');
const TERMS_DAYS = 30;

const INVOICE_LIST: ListSpec<Invoice> = {
  sorts: {
    issued_on: (row) => row.issued_on,
    due_on: (row) => row.due_on,
    period_start: (row) => row.period_start,
    amount: (row) => row.amount,
    number: (row) => row.number,
    created_at: (row) => row.created_at,
    id: (row) => row.id,
  },
  defaultSort: '-period_start',
};

const BILLABLE_LIST: ListSpec<Event> = {
  sorts: {
    billing_date: (row) => row.billing_date,
    aired_date: (row) => row.aired_date,
    rate: (row) => row.rate,
    title: (row) => row.title,
    id: (row) => row.id,
  },
  defaultSort: 'billing_date',
  maxPerPage: 200,
};

const withBrand = (store: Store, invoice: Invoice) => {
  const brand = store.brands.get(invoice.brand_id);
  return brand === undefined ? invoice : { ...invoice, brand };
};

export const invoiceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/invoices',
    access: canInvoice,
    handle({ store, query }) {
      const filters = readFilters(query, {
        brand_id: v.list(v.id(), { max: 200 }),
        status: v.list(v.oneOf(INVOICE_STATUSES), { max: INVOICE_STATUSES.length }),
        month: v.string(MONTH),
      });
      const base =
        filters.brand_id === undefined
          ? store.invoices.all()
          : [...new Set(filters.brand_id)].flatMap((id) => store.invoices.lookup('brand_id', id));
      const rows = base.filter(
        (row) =>
          (filters.status === undefined || filters.status.includes(row.status)) &&
          (filters.month === undefined || row.period_start.slice(0, 7) === filters.month),
      );
      const page = paginate(rows, readListQuery(query, INVOICE_LIST), INVOICE_LIST);
      return json(
        toListResponse(page, (row) => row, {
          brands: includeRows(
            store.brands,
            page.data.map((row) => row.brand_id),
          ),
        }),
      );
    },
  }),

  // A brand's events billed in a month and on no invoice yet: what a new invoice may hold.
  defineRoute({
    method: 'GET',
    path: '/api/invoices/billable',
    access: canInvoice,
    handle({ store, query }) {
      const filters = readFilters(query, {
        brand_id: v.id().required(),
        month: v.string(MONTH).required(),
      });
      const rows = billableEvents(store, filters.brand_id, filters.month);
      const page = paginate(rows, readListQuery(query, BILLABLE_LIST), BILLABLE_LIST);
      return json(toListResponse(page, (row) => row, includeForEvents(store, page.data)));
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/invoices/:id',
    access: canInvoice,
    handle({ store, id }) {
      const invoiceId = id('id');
      return json({
        data: withBrand(store, found(store.invoices.get(invoiceId), 'Invoice', invoiceId)),
      });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/invoices',
    access: canInvoice,
    async handle(context) {
      const { store } = context;
      const input = validate(await context.body(), {
        brand_id: v.id().required(),
        event_ids: v.list(v.id(), { max: 500 }).required(),
        status: v.oneOf(['draft', 'sent'] as const),
      });
      const errors = new ErrorBag();
      if (!store.brands.has(input.brand_id))
        errors.add('brand_id', 'The selected brand id is invalid.');
      errors.throwIfAny();
      const ids = [...new Set(input.event_ids)];
      const invoiced = invoicedEventIds(store, input.brand_id);
      const events = ids.map((eventId) => store.events.get(eventId));
      ids.forEach((eventId, index) => {
        const reason = unbillableReason(events[index], input.brand_id, invoiced);
        if (reason !== null) errors.add('event_ids', `Event ${eventId} ${reason}.`);
      });
      errors.throwIfAny();
      const billed = events as Event[];
      const months = [...new Set(billed.map((event) => event.billing_date?.slice(0, 7) ?? ''))];
      if (months.length > 1)
        errors.add(
          'event_ids',
          `The events are billed in different months (${months.sort().join(', ')}).`,
        );
      errors.throwIfAny();
      const month = months[0] as string;
      const now = context.nowIso();
      const status = input.status ?? 'draft';
      const issuedOn = status === 'sent' ? now.slice(0, 10) : null;
      const id = store.invoices.nextId();
      const invoice = store.invoices.insert({
        id,
        brand_id: input.brand_id,
        number: `INV-${month.slice(0, 4)}-${String(id).padStart(4, '0')}`,
        status,
        ...periodOf(month),
        issued_on: issuedOn,
        due_on: issuedOn === null ? null : addDays(issuedOn, TERMS_DAYS),
        amount: billed.reduce((sum, event) => sum + (event.rate ?? 0), 0),
        events_count: billed.length,
        event_ids: ids,
        paid_at: null,
        status_changes: status === 'sent' ? [statusChange(context, 'sent', now)] : [],
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      const presented = withBrand(store, invoice);
      publishFinance(context, 'invoice.updated', presented);
      return json({ data: presented }, 201);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/invoices/:id/status',
    access: canInvoice,
    async handle(context) {
      const { store } = context;
      const invoiceId = context.id('id');
      const invoice = found(store.invoices.get(invoiceId), 'Invoice', invoiceId);
      const { status } = validate(await context.body(), {
        status: v.oneOf(INVOICE_STATUSES).required(),
      });
      checkMove(invoice.status, status, getInvoiceMoves(invoice.status), INVOICE_STATUS_TITLES);
      const now = context.nowIso();
      const today = now.slice(0, 10);
      // Sending issues it today (due after the terms); a voided invoice's events are billable again.
      const issued =
        status === 'sent' && invoice.issued_on === null
          ? { issued_on: today, due_on: addDays(today, TERMS_DAYS) }
          : {};
      const updated =
        store.invoices.update(invoice.id, {
          status,
          ...issued,
          ...(status === 'paid' ? { paid_at: now } : {}),
          status_changes: [...invoice.status_changes, statusChange(context, status, now)],
          updated_at: now,
        }) ?? invoice;
      const presented = withBrand(store, updated);
      publishFinance(context, 'invoice.updated', presented);
      return json({ data: presented });
    },
  }),
].map(anyRoute);

function periodOf(month: string): { period_start: string; period_end: string } {
  const { start, end } = monthBounds(month);
  return { period_start: start, period_end: end };
}
