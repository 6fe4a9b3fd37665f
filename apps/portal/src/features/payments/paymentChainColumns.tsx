import { DateText, EMPTY_VALUE, type TableColumn } from '@airtime/design-system';
import {
  PAYMENT_CHAIN_STEP_TITLES,
  PAYMENT_PREFERENCE_TYPE_TITLES,
  type PaymentChain,
  type PaymentPreferenceType,
} from '@airtime/domain';
import { ChainStepCell } from './ChainStep.tsx';
import type { PaymentChainRow } from './paymentChainRows.ts';

/** How the payout goes, in words ('PayPal'); a dash before there is a payout. */
export function formatMethod(method: PaymentPreferenceType | null): string {
  return method === null ? EMPTY_VALUE : PAYMENT_PREFERENCE_TYPE_TITLES[method];
}

/** The expected arrival as it reads: the day received, else the day expected. */
export function ExpectedArrival({ chain }: { readonly chain: PaymentChain }) {
  if (chain.expectedArrival === null) return <>{EMPTY_VALUE}</>;
  return <DateText value={chain.expectedArrival} />;
}

const stepColumn = (index: 0 | 1 | 2 | 3, width = 210): TableColumn<PaymentChainRow> => {
  const name = (['invoiced', 'brand_paid', 'payout_sent', 'received'] as const)[index];
  return {
    id: name,
    label: PAYMENT_CHAIN_STEP_TITLES[name],
    cell: (row) => <ChainStepCell step={row.chain.steps[index]} chain={row.chain} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width,
  };
};

/** The chain table's columns; one brand's page leaves the brand out. */
export function getPaymentChainColumns(showBrand: boolean): TableColumn<PaymentChainRow>[] {
  return [
    {
      id: 'title',
      label: 'Event',
      value: (row) => row.event.title,
      allowsSorting: true,
      width: 220,
    },
    ...(showBrand
      ? [
          {
            id: 'brand',
            label: 'Brand',
            value: (row: PaymentChainRow) => row.event.brand?.name ?? null,
            allowsSorting: true,
            width: 150,
          },
        ]
      : []),
    stepColumn(0),
    stepColumn(1),
    stepColumn(2),
    stepColumn(3),
    {
      id: 'method',
      label: 'Method',
      value: (row) => formatMethod(row.chain.method),
      width: 170,
    },
    {
      id: 'expected',
      label: 'Expected arrival',
      cell: (row) => <ExpectedArrival chain={row.chain} />,
      width: 150,
    },
  ];
}
