import {
  useBrand,
  useConnectInvoicingCustomer,
  useDisconnectInvoicingCustomer,
} from '@airtime/api-client';
import { type ManagedModalProps, text } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { useFormValues } from '../forms/useFormValues.ts';
import type { Named } from '../records/NamePicker.tsx';
import { CustomerPicker } from './CustomerPicker.tsx';

export interface InvoicingCustomerModalProps extends ManagedModalProps {
  readonly brandId: number;
}

/**
 * `connect brand invoicing customer` (decisions §9): the customer of the agency's invoicing system
 * a brand is invoiced as, chosen by a search of that system; disconnecting asks first.
 */
export function InvoicingCustomerModal({ brandId, ...modal }: InvoicingCustomerModalProps) {
  const brand = useBrand(brandId);
  if (brand.data === undefined)
    return (
      <FormModalPending
        {...modal}
        title="Invoicing customer"
        noun="brand"
        missing={false}
        error={brand.error}
      />
    );
  return <CustomerForm key={brand.data.id} {...modal} brand={brand.data} />;
}

function CustomerForm({ brand, ...modal }: ManagedModalProps & { readonly brand: Brand }) {
  const mayWrite = useMayWrite();
  const connect = useConnectInvoicingCustomer();
  const disconnect = useDisconnectInvoicingCustomer();
  const connected = brand.invoicing_customer;
  const form = useFormValues({ customer_id: connected as Named | null });
  const chosen = form.values.customer_id;
  const close = () => modal.onOpenChange(false);

  async function save() {
    if (!form.check(chosen === null ? { customer_id: 'Choose a customer.' } : {})) return;
    if (chosen === null || chosen.id === connected?.id) return close();
    try {
      await connect.trigger({ params: { id: brand.id }, body: { customer_id: chosen.id } });
      close();
    } catch (error) {
      form.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={`Invoicing customer of ${brand.name}`}
      submitLabel="Connect"
      onSubmit={() => void save()}
      isPending={connect.isMutating}
      formError={form.errors.form}
      mayWrite={mayWrite}
      deletion={
        connected === null
          ? undefined
          : {
              title: `Disconnect ${connected.name}?`,
              message: `${brand.name} is no longer invoiced as ${connected.name} until another customer is connected.`,
              actionLabel: 'Disconnect',
              confirmLabel: 'Disconnect',
              onConfirm: async () => {
                await disconnect.trigger({ params: { id: brand.id } });
                close();
              },
            }
      }
    >
      <p className={text({ tone: 'subtle' })}>
        {connected === null
          ? `${brand.name} is not connected to a customer of the invoicing system yet.`
          : `${brand.name} is invoiced as ${connected.name}${connected.email === null ? '' : ` (${connected.email})`}.`}
      </p>
      {mayWrite && (
        <CustomerPicker
          label="Customer"
          value={chosen}
          onChange={form.change('customer_id')}
          isRequired
          errorMessage={form.errors.fields.customer_id}
        />
      )}
    </FormModal>
  );
}
