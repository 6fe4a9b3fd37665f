import { usePaymentPreferences } from '@airtime/api-client';
import { EmptyState, type TableColumn } from '@airtime/design-system';
import { PAYMENT_PREFERENCE_TYPE_TITLES, type PaymentPreference } from '@airtime/domain';
import { ExportableTable } from '../export/ExportableTable.tsx';
import { DataState } from '../lists/DataState.tsx';
import { useShellModals } from '../modals/shellModals.ts';
import { PrimaryBadge } from '../status/StatusBadges.tsx';
import { paymentPreferencesQuery, useMayEditPayments } from './paymentPreferencesQuery.ts';

const COLUMNS: readonly TableColumn<PaymentPreference>[] = [
  {
    id: 'type',
    label: 'Payment type',
    value: (preference) => PAYMENT_PREFERENCE_TYPE_TITLES[preference.type],
    grow: true,
  },
  {
    id: 'primary',
    label: 'Primary',
    value: (preference) => preference.is_primary,
    cell: (preference) => (preference.is_primary ? <PrimaryBadge /> : 'No'),
    width: 120,
  },
  { id: 'payee', label: 'Payee', value: (preference) => preference.payee_name, width: 200 },
  { id: 'details', label: 'Details', value: (preference) => preference.details, width: 180 },
];

/**
 * How a creator is paid: a table of its payment preferences; for those who may change them
 * (agency staff, the creator), each row opens the `payment-preference` modal.
 */
export function PaymentPreferences({ creatorId }: { readonly creatorId: number | null }) {
  const list = usePaymentPreferences(
    creatorId === null ? undefined : paymentPreferencesQuery(creatorId),
  );
  const modals = useShellModals();
  const mayEdit = useMayEditPayments();
  return (
    <DataState
      isLoading={creatorId === null || list.isLoading}
      error={list.error}
      onRetry={() => void list.refresh()}
      what="payment preferences"
      shape="table"
    >
      <ExportableTable<PaymentPreference>
        noun="payment preferences"
        aria-label="Payment preferences"
        columns={COLUMNS}
        rows={list.items}
        getRowId={(preference) => preference.id}
        {...(mayEdit && creatorId !== null
          ? {
              onRowAction: (key) =>
                modals.open('payment-preference', { creatorId, preferenceId: Number(key) }),
            }
          : {})}
        emptyState={
          <EmptyState
            size="sm"
            title="No payment preferences yet."
            description="How the creator wants to be paid shows here once it is set up."
          />
        }
        rowCountLabel={(count) => `${count} payment ${count === 1 ? 'preference' : 'preferences'}`}
        maxHeight={320}
      />
    </DataState>
  );
}
