import { useMovePayout, usePayouts } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import {
  getPayoutMoves,
  PAYOUT_STATUS_TITLES,
  PAYOUT_STATUSES,
  type Payout,
  type PayoutStatus,
  type SavedViewList,
} from '@airtime/domain';
import { useCallback, useMemo } from 'react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { useStatusMove } from '../../../features/finance/useStatusMove.ts';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import {
  definedOnly,
  oneOfFilter,
  sortParam,
  textFilter,
} from '../../../features/lists/listQueries.ts';
import { RowActionsMenu } from '../../../features/lists/RowActionsMenu.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { formatLongMonth } from '../../../features/months/months.ts';
import { PAYOUT_STATUS_OPTIONS } from '../../../features/status/statusOptions.ts';
import { FilteredList } from '../FilteredList.tsx';
import { monthOptions } from './monthOptions.ts';
import { PAYOUT_COLUMNS } from './payoutColumns.tsx';

const SORTS = ['period_start', 'amount', 'sent_at', 'paid_at'] as const;

/** What a saved view of this list holds (issue 23). */
const VIEWS: SavedViewList = {
  list: 'finance-payouts',
  filters: ['status', 'month'],
  sorts: SORTS,
};

/** 'Jane Doe for October 2026': which payout a control is about. */
const payoutName = (payout: Payout) =>
  `${payout.creator?.name ?? `creator ${payout.publisher_id}`} for ${formatLongMonth(payout.period_start.slice(0, 7))}`;

/**
 * Finance > Creator Payout's list (GET /api/payouts): filtered by status and period month, sorted
 * by the server; Move offers each payout's next statuses (domain getPayoutMoves) at once, with who
 * moved it and when in its history.
 */
export function PayoutList() {
  const mayWrite = useMayWrite();
  const query = useListQuery({ field: 'period_start', direction: 'desc' });
  const list = usePayouts(
    definedOnly({
      status: oneOfFilter(query.filters, 'status', PAYOUT_STATUSES),
      month: textFilter(query.filters, 'month'),
      sort: sortParam(query.sort, SORTS, '-period_start'),
    }),
  );
  const { trigger } = useMovePayout();
  const move = useStatusMove<PayoutStatus, Payout>(list, {
    send: useCallback(
      (payout, status) => trigger({ params: { id: payout.id }, body: { status } }),
      [trigger],
    ),
    describe: useCallback(
      (payout, status) =>
        `move the payout of ${payoutName(payout)} to ${PAYOUT_STATUS_TITLES[status]}`,
      [],
    ),
    stamp: useCallback(
      (status: PayoutStatus, at: string): Partial<Payout> =>
        status === 'sent'
          ? { sent_at: at }
          : status === 'paid'
            ? { paid_at: at }
            : status === 'scheduled'
              ? { sent_at: null }
              : {},
      [],
    ),
  });
  const columns = useMemo<readonly TableColumn<Payout>[]>(() => {
    if (!mayWrite) return PAYOUT_COLUMNS;
    const moveColumn: TableColumn<Payout> = {
      id: 'move',
      label: 'Move',
      value: () => null,
      width: 110,
      cell: (payout) => (
        <RowActionsMenu
          buttonLabel="Move"
          label={`Move the payout of ${payoutName(payout)}`}
          actions={getPayoutMoves(payout.status).map((status) => ({
            id: status,
            label: `Move to ${PAYOUT_STATUS_TITLES[status]}`,
            ...(status === 'failed' ? { tone: 'critical' as const } : {}),
          }))}
          onAction={(status) => void move(payout, status as PayoutStatus)}
        />
      ),
    };
    return [...PAYOUT_COLUMNS, moveColumn];
  }, [mayWrite, move]);
  return (
    <FilteredList
      query={query}
      views={VIEWS}
      filters={
        <>
          <FilterSelect
            query={query}
            field="status"
            label="Status"
            options={PAYOUT_STATUS_OPTIONS}
          />
          <FilterSelect
            query={query}
            field="month"
            label="Period"
            options={monthOptions(new Date())}
          />
        </>
      }
      label="Payouts"
      columns={columns}
      list={list}
      noun="payouts"
      empty={{
        title: 'No payouts yet.',
        description: 'A payout is made for each creator’s month of aired, sponsored events.',
      }}
      emptyFiltered={{
        title: 'No payouts match these filters.',
        description: 'Clear the filters or pick another period.',
      }}
    />
  );
}
