import { useBillableEvents, useBrand, useCreateInvoice, useWholeList } from '@airtime/api-client';
import { type ManagedModalProps, Money, Switch, Table, toast } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { MonthPicker } from '../months/MonthPicker.tsx';
import { formatLongMonth, toMonth } from '../months/months.ts';
import { BrandPicker, type Named } from '../records/NamePicker.tsx';
import { BILLABLE_COLUMNS } from './billableColumns.tsx';
import * as styles from './finance.css.ts';

export interface CreateInvoiceModalProps extends ManagedModalProps {
  /** The brand to invoice, when opened from a brand. */
  readonly brandId?: number;
  /** The billing month, 'yyyy-MM'. @default this month */
  readonly month?: string;
}

/**
 * The `create invoice` modal (decisions §9, Finance): a brand and a billing month, its billable
 * aired events not yet invoiced (all chosen at first), the total of those chosen, and Create
 * (POST /api/invoices), as a draft or sent today. The invoice then joins the invoicing list.
 */
export function CreateInvoiceModal({
  brandId,
  month: initialMonth,
  ...modal
}: CreateInvoiceModalProps) {
  const mayWrite = useMayWrite();
  const create = useCreateInvoice();
  // Opened from a brand, that brand until another is picked (its name comes with its record).
  const given = useBrand(brandId ?? null).data;
  const [picked, setPicked] = useState<Named | null>();
  const chosenBrand =
    picked !== undefined ? picked : given === undefined ? null : { id: given.id, name: given.name };
  const brand = picked === undefined ? (brandId ?? null) : (picked?.id ?? null);
  const [month, setMonth] = useState(initialMonth ?? toMonth(new Date()));
  const [send, setSend] = useState(false);
  // Events left out; everything else is chosen, so each newly listed event starts chosen.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const { errors, check, refuse, clear } = useFormErrors(['brand_id', 'event_ids']);
  const billable = useWholeList(
    useBillableEvents(brand === null ? null : { brand_id: brand, month, per_page: 200 }),
  );
  const chosen = billable.items.filter((event) => !left.has(event.id));
  const total = chosen.reduce((sum, event) => sum + (event.rate ?? 0), 0);
  const brandName = chosenBrand?.name;

  const choose = (next: { brand?: Named | null; month?: string }) => {
    if (next.brand !== undefined) setPicked(next.brand);
    if (next.month !== undefined) setMonth(next.month);
    setLeft(new Set());
    clear('brand_id', 'event_ids');
  };

  async function submit() {
    const found = {
      ...(brand === null ? { brand_id: 'Choose the brand to invoice.' } : {}),
      ...(brand !== null && chosen.length === 0
        ? { event_ids: 'Choose at least one event to invoice.' }
        : {}),
    };
    if (!check(found) || brand === null) return;
    try {
      const invoice = await create.trigger({
        body: {
          brand_id: brand,
          event_ids: chosen.map((event) => event.id),
          status: send ? 'sent' : 'draft',
        },
      });
      modal.onOpenChange(false);
      toast.success(`Created ${invoice.number} for ${brandName ?? 'the brand'}.`);
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title="Create invoice"
      submitLabel="Create invoice"
      onSubmit={() => void submit()}
      isPending={create.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <div className={styles.choices}>
        <div className={styles.grow}>
          <BrandPicker
            // Remounted once the given brand's name arrives, so the field shows it.
            key={given === undefined ? 'waiting' : 'given'}
            label="Brand"
            value={chosenBrand}
            isRequired
            isDisabled={!mayWrite}
            onChange={(next) => choose({ brand: next })}
            errorMessage={errors.fields.brand_id}
          />
        </div>
        <MonthPicker
          label="Billing month"
          month={month}
          onChange={(next) => choose({ month: next })}
        />
      </div>
      {brand !== null && (
        <BillableEvents
          label={`Billable events of ${brandName ?? 'the brand'} in ${formatLongMonth(month)}`}
          events={billable.items}
          isLoading={billable.isLoading}
          error={billable.error?.message}
          left={left}
          onLeftChange={(next) => {
            setLeft(next);
            clear('event_ids');
          }}
        />
      )}
      {errors.fields.event_ids !== undefined && (
        <p className={styles.error} role="alert">
          {errors.fields.event_ids}
        </p>
      )}
      <p className={styles.total} aria-live="polite">
        <span>
          {chosen.length} of {billable.items.length} events chosen
        </span>
        <strong>
          Total <Money value={total} />
        </strong>
      </p>
      <Switch isSelected={send} onChange={setSend} isDisabled={!mayWrite}>
        Send now (issued today, due in 30 days)
      </Switch>
    </FormModal>
  );
}

function BillableEvents({
  label,
  events,
  isLoading,
  error,
  left,
  onLeftChange,
}: {
  readonly label: string;
  readonly events: readonly Event[];
  readonly isLoading: boolean;
  readonly error: string | undefined;
  readonly left: ReadonlySet<number>;
  readonly onLeftChange: (left: ReadonlySet<number>) => void;
}) {
  return (
    <Table
      aria-label={label}
      columns={BILLABLE_COLUMNS}
      rows={events}
      getRowId={(event) => event.id}
      selectionMode="multiple"
      selectedKeys={new Set(events.filter((event) => !left.has(event.id)).map((event) => event.id))}
      onSelectionChange={(keys) =>
        onLeftChange(
          new Set(
            keys === 'all' ? [] : events.filter((event) => !keys.has(event.id)).map((e) => e.id),
          ),
        )
      }
      isLoading={isLoading}
      loadingRowCount={3}
      maxHeight={280}
      rowCountLabel={(count) => `${count} billable ${count === 1 ? 'event' : 'events'}`}
      emptyState={
        error ?? 'No aired event of this brand is billed in this month and not yet invoiced.'
      }
    />
  );
}
