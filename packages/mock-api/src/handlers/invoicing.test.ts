import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Customer = { id: number; name: string; email: string; external_id: string };

/** A live brand without a connected customer, and a customer named after it. */
function unconnected() {
  const { store } = api.backend;
  const brand = store.brands
    .all()
    .find((row) => row.invoicing_customer === null && row.id % 3 !== 2);
  const customer = store.invoicingCustomers
    .all()
    .find((row) => brand !== undefined && row.name.startsWith(brand.name));
  if (brand === undefined || customer === undefined) throw new Error('no unconnected brand');
  return { brand, customer };
}

describe('GET /api/invoicing/customers', () => {
  it('searches the customers by name, email or external id, for agency staff only', async () => {
    const { brand, customer } = unconnected();
    const client = await api.as('admin');
    for (const needle of [brand.name, customer.email ?? brand.name, customer.external_id]) {
      const body = await (
        await client(`/api/invoicing/customers?s=${encodeURIComponent(needle)}`)
      ).json();
      expect(body.data.map((row: Customer) => row.id)).toContain(customer.id);
    }
    const all = await (await client('/api/invoicing/customers?per_page=100')).json();
    expect(all.meta.total).toBe(api.backend.store.invoicingCustomers.size);
    expect((await (await api.as('brand'))('/api/invoicing/customers')).status).toBe(403);
  });
});

describe('POST, DELETE /api/brands/:id/invoicing-customer', () => {
  it('connects a customer to a brand, which then carries it, and disconnects it', async () => {
    const { brand, customer } = unconnected();
    const client = await api.as('admin');
    const path = `/api/brands/${brand.id}/invoicing-customer`;
    const connected = await client(path, jsonBody('POST', { customer_id: customer.id }));
    expect(connected.status).toBe(200);
    const summary = { id: customer.id, name: customer.name, email: customer.email };
    expect((await connected.json()).data.invoicing_customer).toEqual(summary);
    const read = await (await client(`/api/brands/${brand.id}`)).json();
    expect(read.data.invoicing_customer).toEqual(summary);

    const disconnected = await client(path, { method: 'DELETE' });
    expect((await disconnected.json()).data.invoicing_customer).toBeNull();
  });

  it.each<[string, (customerId: number, takenId: number) => unknown, string]>([
    ['no customer', () => ({}), 'The customer id field is required.'],
    [
      'an unknown customer',
      () => ({ customer_id: 999_999 }),
      'The selected customer id is invalid.',
    ],
    [
      'one connected to another brand',
      (_id, takenId) => ({ customer_id: takenId }),
      'is already connected to',
    ],
  ])('answers 422 for %s', async (_case, body, message) => {
    const { brand, customer } = unconnected();
    const taken = api.backend.store.brands.all().find((row) => row.invoicing_customer !== null);
    const client = await api.as('admin');
    const response = await client(
      `/api/brands/${brand.id}/invoicing-customer`,
      jsonBody('POST', body(customer.id, taken?.invoicing_customer?.id ?? 0)),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.customer_id[0]).toContain(message);
  });

  it('refuses Read Only staff and brand users, and answers 404 for an unknown brand', async () => {
    const { brand, customer } = unconnected();
    const body = jsonBody('POST', { customer_id: customer.id });
    const path = `/api/brands/${brand.id}/invoicing-customer`;
    expect((await (await api.as('readonly'))(path, body)).status).toBe(403);
    expect((await (await api.as('brand'))(path, body)).status).toBe(403);
    const admin = await api.as('admin');
    expect((await admin('/api/brands/999999/invoicing-customer', body)).status).toBe(404);
  });
});
