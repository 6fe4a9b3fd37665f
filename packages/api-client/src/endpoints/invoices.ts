import type { InvoiceStatus } from '@airtime/domain';
import { list, one } from '../decode/decoders.ts';
import { eventModel } from '../models/event.ts';
import { invoiceModel } from '../models/finance.ts';
import { defineCall } from './defineCall.ts';

// Brand invoices (ours; spec §7 names no call): agency staff with view_accounting and
// view_accounting.invoices. An invoice bills a brand's aired, rated events of one billing month
// that are on no live invoice; it moves along domain getInvoiceMoves.

type Ids = number | readonly number[];

export type InvoiceSortField =
  | 'period_start'
  | 'issued_on'
  | 'due_on'
  | 'amount'
  | 'number'
  | 'created_at'
  | 'id';
export type InvoiceSort = InvoiceSortField | `-${InvoiceSortField}`;

export interface InvoiceListQuery {
  readonly brand_id?: Ids;
  readonly status?: InvoiceStatus | readonly InvoiceStatus[];
  /** 'yyyy-MM' of the period billed. */
  readonly month?: string;
  readonly sort?: InvoiceSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface BillableEventsQuery {
  readonly brand_id: number;
  /** 'yyyy-MM' of the billing days. */
  readonly month: string;
  readonly sort?: 'billing_date' | '-billing_date' | 'rate' | '-rate' | 'title' | 'aired_date';
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface InvoiceInput {
  readonly brand_id: number;
  /** Billable events of the brand, all billed in one month. */
  readonly event_ids: readonly number[];
  /** 'sent' issues it today (due in 30 days). @default 'draft' */
  readonly status?: 'draft' | 'sent';
}

export interface InvoiceStatusInput {
  readonly status: InvoiceStatus;
}

export const listInvoices = /* @__PURE__ */ defineCall<InvoiceListQuery>()({
  method: 'GET',
  path: '/api/invoices',
  decode: list(invoiceModel),
});
/** With its brand embedded. */
export const getInvoice = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/invoices/:id',
  decode: one(invoiceModel),
});
/** A brand's events billed in a month and on no invoice yet: what a new invoice may hold. */
export const listBillableEvents = /* @__PURE__ */ defineCall<BillableEventsQuery>()({
  method: 'GET',
  path: '/api/invoices/billable',
  decode: list(eventModel),
});
export const createInvoice = /* @__PURE__ */ defineCall<never, InvoiceInput>()({
  method: 'POST',
  path: '/api/invoices',
  decode: one(invoiceModel),
});
/** Moves an invoice to one of the statuses its status offers (else 422 on `status`). */
export const moveInvoice = /* @__PURE__ */ defineCall<never, InvoiceStatusInput>()({
  method: 'POST',
  path: '/api/invoices/:id/status',
  decode: one(invoiceModel),
});
