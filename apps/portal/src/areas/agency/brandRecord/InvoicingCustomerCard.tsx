import { Button, Card, text } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import { Link2 } from 'lucide-react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';

/** The invoicing system's customer the brand is invoiced as, connected in the `invoicing-customer` modal. */
export function InvoicingCustomerCard({ brand }: { readonly brand: Brand }) {
  const mayWrite = useMayWrite();
  const modals = useShellModals();
  const customer = brand.invoicing_customer;
  return (
    <Card
      title="Invoicing customer"
      description="The customer of the agency's invoicing system the brand's invoices go to."
      headingLevel={2}
      actions={
        mayWrite && (
          <Button
            size="sm"
            icon={<Link2 />}
            onPress={() => modals.open('invoicing-customer', { brandId: brand.id })}
          >
            {customer === null ? 'Connect customer' : 'Change customer'}
          </Button>
        )
      }
    >
      {customer === null ? (
        <p className={text({ tone: 'subtle' })}>Not connected to a customer yet.</p>
      ) : (
        <p>
          <strong>{customer.name}</strong>
          {customer.email !== null && (
            <span className={text({ tone: 'subtle' })}> · {customer.email}</span>
          )}
        </p>
      )}
    </Card>
  );
}
