import { useAllEvents } from '@airtime/api-client';
import {
  Card,
  Checkbox,
  EmptyState,
  Inline,
  Pagination,
  Select,
  SelectItem,
  Table,
} from '@airtime/design-system';
import { useMemo } from 'react';
import { DataState } from '../lists/DataState.tsx';
import { formatLongMonth } from '../months/months.ts';
import { useToday } from '../months/useToday.ts';
import { useBreakpoint } from '../navigation/useBreakpoint.ts';
import { TruncatedNote } from '../reports/TruncatedNote.tsx';
import { PaymentChainList } from './PaymentChainList.tsx';
import * as styles from './paymentChain.css.ts';
import { getPaymentChainColumns } from './paymentChainColumns.tsx';
import {
  filterPaymentChainRows,
  getPaymentChainBrands,
  getPaymentChainMonths,
  getPaymentChainRows,
  type PaymentChainRow,
  sortPaymentChainRows,
} from './paymentChainRows.ts';
import { paymentChainSelection } from './paymentChainSelection.ts';
import { usePaymentChainQuery } from './usePaymentChainQuery.ts';

/** Events a page. */
export const PAYMENT_CHAIN_PAGE_SIZE = 25;

const ALL = 'all';
const rowId = (row: PaymentChainRow) => row.event.id;

/**
 * Where each aired event's money stands for a creator (issue 20): invoiced to the brand, paid by
 * the brand, payout sent (and how), received or expected; late steps marked with their age. The
 * creator app's Payments, a brand's Revenue & Payments there, and the agency creator record's
 * Revenue & Payouts show this one card.
 */
export function PaymentChainCard({
  creatorId,
  brand,
  headingLevel,
}: {
  /** The creator whose events show; null while it is chosen. */
  readonly creatorId: number | null;
  /** One brand's events only, named in the labels. */
  readonly brand?: { readonly id: number; readonly name: string };
  readonly headingLevel: 2 | 3;
}) {
  const today = useToday();
  const phone = useBreakpoint() === 'min';
  const query = usePaymentChainQuery();
  const events = useAllEvents(
    creatorId === null ? null : paymentChainSelection(creatorId, brand?.id),
  );
  const rows = useMemo(() => getPaymentChainRows(events.items, today), [events.items, today]);
  const brands = useMemo(() => getPaymentChainBrands(rows), [rows]);
  const months = useMemo(() => getPaymentChainMonths(rows), [rows]);
  const shown = useMemo(
    () => sortPaymentChainRows(filterPaymentChainRows(rows, query.filters), query.sort),
    [rows, query.filters, query.sort],
  );
  const oneBrand = brand !== undefined;
  const columns = useMemo(() => getPaymentChainColumns(!oneBrand), [oneBrand]);
  const pageCount = Math.max(1, Math.ceil(shown.length / PAYMENT_CHAIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const pageRows = shown.slice(
    (page - 1) * PAYMENT_CHAIN_PAGE_SIZE,
    page * PAYMENT_CHAIN_PAGE_SIZE,
  );
  const label = brand === undefined ? 'Payment chain' : `Payment chain with ${brand.name}`;
  const filtered =
    query.filters.lateOnly || query.filters.brandId !== null || query.filters.month !== null;
  const empty = (
    <EmptyState
      size="sm"
      title={filtered ? 'No event matches these filters.' : 'No aired event to be paid for yet.'}
      description={
        filtered
          ? 'Clear the filters to see every event.'
          : 'Each aired, booked event shows here with where its payment stands.'
      }
      {...(filtered
        ? {
            action: {
              label: 'Clear filters',
              onPress: () => query.setFilters({ lateOnly: false, brandId: null, month: null }),
            },
          }
        : {})}
    />
  );

  return (
    <Card
      headingLevel={headingLevel}
      title="Payment chain"
      description="Invoiced to the brand, paid by the brand, payout sent, received: each step's day, and when the money should arrive."
      padding="none"
    >
      <div className={styles.filters}>
        <Inline space="lg" alignY="bottom" wrap>
          <Checkbox
            isSelected={query.filters.lateOnly}
            onChange={(lateOnly) => query.setFilters({ lateOnly })}
          >
            Late only
          </Checkbox>
          {brand === undefined && (
            <Select
              label="Brand"
              size="sm"
              value={query.filters.brandId === null ? ALL : String(query.filters.brandId)}
              onChange={(key) =>
                query.setFilters({ brandId: key === null || key === ALL ? null : Number(key) })
              }
            >
              <SelectItem id={ALL}>All brands</SelectItem>
              {brands.map((option) => (
                <SelectItem key={option.id} id={String(option.id)}>
                  {option.name}
                </SelectItem>
              ))}
            </Select>
          )}
          <Select
            label="Billing month"
            size="sm"
            value={query.filters.month ?? ALL}
            onChange={(key) =>
              query.setFilters({ month: key === null || key === ALL ? null : String(key) })
            }
          >
            <SelectItem id={ALL}>All months</SelectItem>
            {months.map((month) => (
              <SelectItem key={month} id={month}>
                {formatLongMonth(month)}
              </SelectItem>
            ))}
          </Select>
        </Inline>
      </div>
      <DataState
        isLoading={events.isLoading}
        error={events.error}
        onRetry={() => void events.refresh()}
        what="payments"
        shape="table"
      >
        <TruncatedNote isTruncated={events.isTruncated} />
        {phone ? (
          pageRows.length === 0 ? (
            empty
          ) : (
            <PaymentChainList rows={pageRows} label={label} showBrand={brand === undefined} />
          )
        ) : (
          <Table<PaymentChainRow>
            aria-label={label}
            columns={columns}
            rows={pageRows}
            getRowId={rowId}
            pinFirstColumn
            sortMode="manual"
            sortDescriptor={{
              column: query.sort.field,
              direction: query.sort.direction === 'desc' ? 'descending' : 'ascending',
            }}
            onSortChange={(sort) =>
              query.setSort({
                field: String(sort.column),
                direction: sort.direction === 'descending' ? 'desc' : 'asc',
              })
            }
            maxHeight={560}
            rowCountLabel={() => `${shown.length} ${shown.length === 1 ? 'event' : 'events'}`}
            emptyState={empty}
          />
        )}
        {pageCount > 1 && (
          <div className={styles.footer}>
            <Pagination
              label={`${label} pages`}
              page={page}
              pageCount={pageCount}
              onPageChange={query.setPage}
            />
          </div>
        )}
      </DataState>
    </Card>
  );
}
