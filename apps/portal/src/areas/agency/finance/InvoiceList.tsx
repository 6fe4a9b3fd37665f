import { useBrands, useInvoices, useMoveInvoice } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import {
  getInvoiceMoves,
  INVOICE_STATUS_TITLES,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceStatus,
  type SavedViewList,
} from '@airtime/domain';
import { useCallback, useMemo } from 'react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { useStatusMove } from '../../../features/finance/useStatusMove.ts';
import { FilterComboBox } from '../../../features/lists/FilterComboBox.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import {
  definedOnly,
  idsFilter,
  oneOfFilter,
  sortParam,
  textFilter,
} from '../../../features/lists/listQueries.ts';
import { type RowAction, RowActionsMenu } from '../../../features/lists/RowActionsMenu.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { INVOICE_STATUS_OPTIONS } from '../../../features/status/statusOptions.ts';
import { FilteredList } from '../FilteredList.tsx';
import { INVOICE_COLUMNS } from './invoiceColumns.tsx';
import { monthOptions } from './monthOptions.ts';

const SORTS = ['number', 'period_start', 'amount', 'issued_on', 'due_on'] as const;

/** What a saved view of this list holds (issue 23). */
const VIEWS: SavedViewList = {
  list: 'finance-invoices',
  filters: ['status', 'brand_id', 'month'],
  sorts: SORTS,
};

/** A row action another part of the page adds to each invoice's menu (e.g. its brand's customer). */
export interface InvoiceRowAction extends RowAction {
  /** Whether this invoice offers it. @default every invoice */
  readonly isShownFor?: (invoice: Invoice) => boolean;
  readonly run: (invoice: Invoice) => void;
}

const MOVE_PREFIX = 'move:';

/**
 * Finance > Brand Invoicing's list (GET /api/invoices): filtered by status, brand and period
 * month, sorted by the server, each row's status moves in its actions menu (for those who may
 * write), with the moves' history.
 */
export function InvoiceList({ actions = [] }: { readonly actions?: readonly InvoiceRowAction[] }) {
  const mayWrite = useMayWrite();
  const query = useListQuery({ field: 'period_start', direction: 'desc' });
  const brands = useBrands({ per_page: 100, sort: 'name' });
  const list = useInvoices(
    definedOnly({
      status: oneOfFilter(query.filters, 'status', INVOICE_STATUSES),
      brand_id: idsFilter(query.filters, 'brand_id'),
      month: textFilter(query.filters, 'month'),
      sort: sortParam(query.sort, SORTS, '-period_start'),
    }),
  );
  const { trigger } = useMoveInvoice();
  const move = useStatusMove<InvoiceStatus, Invoice>(list, {
    send: useCallback(
      (invoice, status) => trigger({ params: { id: invoice.id }, body: { status } }),
      [trigger],
    ),
    describe: useCallback(
      (invoice, status) => `mark ${invoice.number} as ${INVOICE_STATUS_TITLES[status]}`,
      [],
    ),
    stamp: useCallback(
      (status: InvoiceStatus, at: string): Partial<Invoice> =>
        status === 'paid' ? { paid_at: at } : {},
      [],
    ),
  });
  const columns = useMemo<readonly TableColumn<Invoice>[]>(() => {
    if (!mayWrite) return INVOICE_COLUMNS;
    const actionsColumn: TableColumn<Invoice> = {
      id: 'actions',
      label: 'Actions',
      value: () => null,
      width: 120,
      cell: (invoice) => (
        <RowActionsMenu
          buttonLabel="Actions"
          label={`Actions for ${invoice.number}`}
          actions={[
            ...getInvoiceMoves(invoice.status).map((status) => ({
              id: `${MOVE_PREFIX}${status}`,
              label: `Mark as ${INVOICE_STATUS_TITLES[status]}`,
              ...(status === 'void' ? { tone: 'critical' as const } : {}),
            })),
            ...actions.filter((action) => action.isShownFor?.(invoice) ?? true),
          ]}
          onAction={(id) => {
            if (id.startsWith(MOVE_PREFIX))
              void move(invoice, id.slice(MOVE_PREFIX.length) as InvoiceStatus);
            else actions.find((action) => action.id === id)?.run(invoice);
          }}
        />
      ),
    };
    return [...INVOICE_COLUMNS, actionsColumn];
  }, [mayWrite, move, actions]);
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
            options={INVOICE_STATUS_OPTIONS}
          />
          <FilterComboBox
            query={query}
            field="brand_id"
            label="Brand"
            options={brands.items.map((brand) => ({ id: String(brand.id), label: brand.name }))}
            isLoading={brands.isLoading}
          />
          <FilterSelect
            query={query}
            field="month"
            label="Period"
            options={monthOptions(new Date())}
          />
        </>
      }
      label="Invoices"
      columns={columns}
      list={list}
      noun="invoices"
      empty={{
        title: 'No invoices yet.',
        description: 'Create one from a brand’s billable events of a month.',
      }}
      emptyFiltered={{
        title: 'No invoices match these filters.',
        description: 'Clear the filters or pick another period.',
      }}
    />
  );
}
