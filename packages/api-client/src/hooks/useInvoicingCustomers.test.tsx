// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useBrand } from './useBrands.ts';
import {
  useConnectInvoicingCustomer,
  useDisconnectInvoicingCustomer,
  useInvoicingCustomers,
} from './useInvoicingCustomers.ts';

setupMockApi();
afterEach(cleanup);

// The seed gives brand 7 a customer of its own name, not connected (every fourth brand is).
const BRAND = 7;

describe('useInvoicingCustomers', () => {
  it('finds a customer by the brand name, connects it to the brand and disconnects it', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const { result, rerender } = renderApiHook(
      test.client,
      (s: string | null) => ({
        brand: useBrand(BRAND),
        customers: useInvoicingCustomers(s === null ? null : { s }),
        connect: useConnectInvoicingCustomer(),
        disconnect: useDisconnectInvoicingCustomer(),
      }),
      { initialProps: null as string | null },
    );
    await waitFor(() => expect(result.current.brand.data).toBeDefined());
    expect(result.current.brand.data?.invoicing_customer).toBeNull();
    const name = result.current.brand.data?.name as string;
    rerender(name);
    await waitFor(() => expect(result.current.customers.items.length).toBeGreaterThan(0));
    const customer = result.current.customers.items.find((row) => row.name === name);
    expect(customer?.email).toMatch(/^billing@/);

    await act(() =>
      result.current.connect.trigger({
        params: { id: BRAND },
        body: { customer_id: customer?.id as number },
      }),
    );
    await waitFor(() =>
      expect(result.current.brand.data?.invoicing_customer).toEqual({
        id: customer?.id,
        name,
        email: customer?.email,
      }),
    );
    await act(() => result.current.disconnect.trigger({ params: { id: BRAND } }));
    await waitFor(() => expect(result.current.brand.data?.invoicing_customer).toBeNull());
  });
});
