import type { SeedContext } from './SeedContext.ts';
import { slugify } from './slug.ts';

// Customers of the agency's accounting system, unrelated to any brand.
const OTHER_CUSTOMERS = [
  'Northwind Traders',
  'Contoso Media Group',
  'Fabrikam Holdings',
  'Tailspin Toys',
  'Wide World Importers',
  'Adventure Works Cycles',
];

/**
 * The invoicing system's customers (ours: decisions §9 `connect brand invoicing customer`): two
 * brands in three have one, named as the brand or with a company suffix, and every fourth brand
 * is connected to its own. Drawn without the seed's random numbers, so the sequence before it
 * is unchanged.
 */
export function seedInvoicingCustomers(context: SeedContext): void {
  const { store } = context;
  const add = (name: string) => {
    const id = store.invoicingCustomers.nextId();
    return store.invoicingCustomers.insert({
      id,
      name,
      email: `billing@${slugify(name)}.example`,
      external_id: `CUS-${String(10_000 + id * 37)}`,
    });
  };
  for (const brandId of context.brandIds) {
    const brand = store.brands.get(brandId);
    if (brand === undefined || brandId % 3 === 2) continue;
    const customer = add(brandId % 2 === 0 ? `${brand.name} Inc.` : brand.name);
    if (brandId % 4 === 0)
      store.brands.update(brandId, {
        invoicing_customer: { id: customer.id, name: customer.name, email: customer.email },
      });
  }
  for (const name of OTHER_CUSTOMERS) add(name);
}
