import { usePaymentPreferences } from '@airtime/api-client';
import { EmptyState, Stack, Table, type TableColumn } from '@airtime/design-system';
import { PAYMENT_PREFERENCE_TYPE_TITLES, type PaymentPreference } from '@airtime/domain';
import { DataState } from '../lists/DataState.tsx';
import { PrimaryBadge } from '../status/StatusBadges.tsx';
import { PaymentPreferenceForm } from './PaymentPreferenceForm.tsx';

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
 * How a creator is paid: a form per payment preference (`editable`), or a table of them.
 */
export function PaymentPreferences({
  creatorId,
  editable = false,
}: {
  readonly creatorId: number | null;
  readonly editable?: boolean;
}) {
  const list = usePaymentPreferences(
    creatorId === null ? undefined : { publishers: [creatorId], per_page: 100 },
  );
  const empty = (
    <EmptyState
      size="sm"
      title="No payment preferences yet."
      description="How the creator wants to be paid shows here once it is set up."
    />
  );
  return (
    <DataState
      isLoading={creatorId === null || list.isLoading}
      error={list.error}
      onRetry={() => void list.refresh()}
      what="payment preferences"
      shape="table"
    >
      {editable ? (
        list.items.length === 0 ? (
          empty
        ) : (
          <Stack>
            {list.items.map((preference, index) => (
              <PaymentPreferenceForm key={preference.id} preference={preference} index={index} />
            ))}
          </Stack>
        )
      ) : (
        <Table<PaymentPreference>
          aria-label="Payment preferences"
          columns={COLUMNS}
          rows={list.items}
          getRowId={(preference) => preference.id}
          emptyState={empty}
          rowCountLabel={(count) =>
            `${count} payment ${count === 1 ? 'preference' : 'preferences'}`
          }
          maxHeight={320}
        />
      )}
    </DataState>
  );
}
