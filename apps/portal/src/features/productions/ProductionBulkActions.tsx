import type { EventProduction } from '@airtime/domain';
import { lazy, Suspense } from 'react';
import { ProductionEditTrigger } from './ProductionEditTrigger.tsx';
import { EDITABLE_PRODUCTION_FIELDS, PRODUCTION_FIELD_LABELS } from './productionChange.ts';
import { bulkActions } from './productionEditing.css.ts';

// The palette's offer of the same changes (and the writes) loads with the bar's first showing.
const ProductionPaletteActions = lazy(async () => ({
  default: (await import('./ProductionPaletteActions.tsx')).ProductionPaletteActions,
}));

/**
 * The bulk bar's actions: each field's editor for every selected production, saved in one call
 * (PUT /api/event-production); the selection stays for the next change. The command palette
 * offers the menus' choices too.
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
      <Suspense fallback={null}>
        <ProductionPaletteActions productions={productions} />
      </Suspense>
    </div>
  );
}
