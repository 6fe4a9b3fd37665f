import { Button, text } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { useShellModals } from '../modals/shellModals.ts';

/**
 * A brand's invoicing customer in a table cell (Finance > Brand Invoicing): its name, and for
 * those who may write a button that opens the `invoicing-customer` modal to connect or change it.
 */
export function InvoicingCustomerCell({
  brand,
}: {
  readonly brand: Pick<Brand, 'id' | 'name' | 'invoicing_customer'>;
}) {
  const mayWrite = useMayWrite();
  const modals = useShellModals();
  const customer = brand.invoicing_customer;
  if (!mayWrite)
    return customer === null ? (
      <span className={text({ tone: 'subtle' })}>Not connected</span>
    ) : (
      <span>{customer.name}</span>
    );
  return (
    <Button
      size="sm"
      variant={customer === null ? 'secondary' : 'ghost'}
      aria-label={
        customer === null
          ? `Connect ${brand.name} to an invoicing customer`
          : `Invoicing customer of ${brand.name}: ${customer.name}`
      }
      onPress={() => modals.open('invoicing-customer', { brandId: brand.id })}
    >
      {customer === null ? 'Connect' : customer.name}
    </Button>
  );
}
