import type { InvoicingCustomer } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { fieldError, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { presentBrand } from '../present/brands.ts';

// The agency's invoicing (accounting) system as the fake plays it (ours, decisions §9 `connect
// brand invoicing customer`): its customers, searched by name, email or external id, and the
// brand each is invoiced for. Agency staff only; a customer invoices one brand at a time. No
// decisions §5 event covers brands, so the writes publish nothing.

const CUSTOMER_LIST: ListSpec<InvoicingCustomer> = {
  sorts: { name: (row) => row.name, id: (row) => row.id },
  defaultSort: 'name',
};

export const invoicingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/invoicing/customers',
    access: agencyOnly,
    handle({ store, query }) {
      const filters = readFilters(query, { s: v.string({ max: 255 }) });
      const needle = filters.s?.trim().toLowerCase();
      const rows = store.invoicingCustomers
        .all()
        .filter(
          (row) =>
            needle === undefined ||
            [row.name, row.email ?? '', row.external_id].some((text) =>
              text.toLowerCase().includes(needle),
            ),
        );
      return json(
        toListResponse(
          paginate(rows, readListQuery(query, CUSTOMER_LIST), CUSTOMER_LIST),
          (row) => row,
        ),
      );
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/brands/:id/invoicing-customer',
    access: agencyOnly,
    async handle(context) {
      const { store } = context;
      const brand = found(store.brands.get(context.id('id')), 'Brand', context.id('id'));
      const input = validate(await context.body(), { customer_id: v.id().required() });
      const customer = store.invoicingCustomers.get(input.customer_id);
      if (customer === undefined) fieldError('customer_id', 'The selected customer id is invalid.');
      const other = store.brands
        .all()
        .find((row) => row.id !== brand.id && row.invoicing_customer?.id === customer.id);
      if (other !== undefined)
        fieldError('customer_id', `${customer.name} is already connected to ${other.name}.`);
      const updated = store.brands.update(brand.id, {
        invoicing_customer: { id: customer.id, name: customer.name, email: customer.email },
        updated_at: context.nowIso(),
      });
      return json({ data: presentBrand(store, updated ?? brand, true) });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/brands/:id/invoicing-customer',
    access: agencyOnly,
    handle(context) {
      const { store } = context;
      const brand = found(store.brands.get(context.id('id')), 'Brand', context.id('id'));
      // Disconnecting a brand that has no customer changes nothing, not even updated_at.
      const updated =
        brand.invoicing_customer === null
          ? brand
          : store.brands.update(brand.id, {
              invoicing_customer: null,
              updated_at: context.nowIso(),
            });
      return json({ data: presentBrand(store, updated ?? brand, true) });
    },
  }),
].map(anyRoute);
