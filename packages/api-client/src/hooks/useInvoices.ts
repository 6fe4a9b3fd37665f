import {
  type BillableEventsQuery,
  createInvoice,
  getInvoice,
  type InvoiceListQuery,
  listBillableEvents,
  listInvoices,
  moveInvoice,
} from '../endpoints/invoices.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { preloadQuery } from '../swr/preloads.ts';

/** Brand invoices, page by page: `useInvoices({ brand_id: 4, status: 'sent', sort: '-amount' })`. */
export function useInvoices(query?: InvoiceListQuery) {
  return useInfiniteList(listInvoices, query === undefined ? {} : { query });
}

/** Starts useInvoices(query)'s first page before it renders (a route's preload). */
export function preloadInvoices(client: HttpClient, query?: InvoiceListQuery) {
  return preloadQuery(client, listInvoices, query === undefined ? {} : { query });
}

/** One invoice with its brand; `null` waits. */
export function useInvoice(id: number | null) {
  return useQuery(getInvoice, id === null ? null : { params: { id } });
}

/** A brand's events billed in a month and on no invoice yet; `null` waits (no brand or month). */
export function useBillableEvents(query: BillableEventsQuery | null) {
  return useInfiniteList(listBillableEvents, query === null ? null : { query });
}

/** Creates an invoice from billable events; the invoice lists and billable events refetch. */
export function useCreateInvoice() {
  return useApiMutation(createInvoice, [listInvoices, getInvoice, listBillableEvents]);
}

/** Moves an invoice's status; the invoice lists (and, once void, the billable events) refetch. */
export function useMoveInvoice() {
  return useApiMutation(moveInvoice, [listInvoices, getInvoice, listBillableEvents]);
}
