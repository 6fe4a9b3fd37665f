import { list, one } from '../decode/decoders.ts';
import { brandModel } from '../models/brand.ts';
import { invoicingCustomerModel } from '../models/invoicing.ts';
import { defineCall } from './defineCall.ts';

// The agency's invoicing (accounting) system (ours, decisions §9 `connect brand invoicing
// customer`): its customers, and the one a brand is invoiced as. Agency staff only; a customer
// invoices one brand at a time (422 on customer_id otherwise).

export interface InvoicingCustomerListQuery {
  /** Words of the name, email or external id. */
  readonly s?: string;
  readonly per_page?: number;
  readonly cursor?: string;
}

/** GET /api/invoicing/customers: the accounting system's customers, by name. */
export const listInvoicingCustomers = /* @__PURE__ */ defineCall<InvoicingCustomerListQuery>()({
  method: 'GET',
  path: '/api/invoicing/customers',
  decode: list(invoicingCustomerModel),
});

/** POST /api/brands/:id/invoicing-customer: connects the customer; answers the brand. */
export const connectInvoicingCustomer = /* @__PURE__ */ defineCall<
  never,
  { readonly customer_id: number }
>()({
  method: 'POST',
  path: '/api/brands/:id/invoicing-customer',
  decode: one(brandModel),
});

/** DELETE /api/brands/:id/invoicing-customer: disconnects it; answers the brand. */
export const disconnectInvoicingCustomer = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/brands/:id/invoicing-customer',
  decode: one(brandModel),
});
