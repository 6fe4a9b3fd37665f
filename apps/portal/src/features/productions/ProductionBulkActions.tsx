import type { EventProduction } from '@airtime/domain';
import { ProductionEditTrigger } from './ProductionEditTrigger.tsx';
import { EDITABLE_PRODUCTION_FIELDS, PRODUCTION_FIELD_LABELS } from './productionChange.ts';
import { bulkActions } from './productionEditing.css.ts';

/**
 * The bulk bar's actions: each field's editor for every selected production, saved in one call
 * (PUT /api/event-production); the selection stays for the next change.
 */
export function ProductionBulkActions({
  productions,
}: {
  readonly productions: readonly EventProduction[];
}) {
  const count = productions.length;
  return (
    <div className={bulkActions}>
      {EDITABLE_PRODUCTION_FIELDS.map((field) => (
        <ProductionEditTrigger
          key={field}
          field={field}
          productions={productions}
          label={`Set ${PRODUCTION_FIELD_LABELS[field].toLowerCase()} of ${count} selected`}
        >
          {PRODUCTION_FIELD_LABELS[field]}
        </ProductionEditTrigger>
      ))}
    </div>
  );
}
