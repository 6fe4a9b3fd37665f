import { useInvoicingCustomers } from '@airtime/api-client';
import type { InvoicingCustomer } from '@airtime/domain';
import { type NamePickerProps, NameSearchPicker, useNameSearch } from '../records/NamePicker.tsx';

/** Picks a customer of the invoicing system by name, email or id (GET /api/invoicing/customers?s=). */
export function CustomerPicker(props: NamePickerProps) {
  const search = useNameSearch(props.value);
  const list = useInvoicingCustomers(search.listQuery);
  return (
    <NameSearchPicker<InvoicingCustomer>
      {...props}
      text={search.text}
      onTextChange={search.setText}
      results={list.items}
      isLoading={list.isLoading || search.isSettling}
      describe={(customer) => customer.email}
    />
  );
}
