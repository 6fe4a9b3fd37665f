import { getBrand, listBrands } from '../endpoints/brands.ts';
import {
  connectInvoicingCustomer,
  disconnectInvoicingCustomer,
  type InvoicingCustomerListQuery,
  listInvoicingCustomers,
} from '../endpoints/invoicing.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** The invoicing system's customers matching `s`, page by page; `null` waits. */
export function useInvoicingCustomers(query: InvoicingCustomerListQuery | null) {
  return useInfiniteList(listInvoicingCustomers, query === null ? null : { query });
}

const brandAndLists = ({ params }: { readonly params: { readonly id: number | string } }) => [
  matchesCall(getBrand, params),
  listBrands,
];

/** Connects a customer to a brand; refreshes the brand and the brand lists (which carry it). */
export function useConnectInvoicingCustomer() {
  return useApiMutation(connectInvoicingCustomer, brandAndLists);
}

/** Disconnects a brand's customer; refreshes the brand and the brand lists. */
export function useDisconnectInvoicingCustomer() {
  return useApiMutation(disconnectInvoicingCustomer, brandAndLists);
}
