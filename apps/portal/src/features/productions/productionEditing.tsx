import type { TableColumn } from '@airtime/design-system';
import { EVENT_PRODUCTION_STATUS_TITLES, type EventProduction } from '@airtime/domain';
import { useMemo } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import type { ResourceTableProps } from '../lists/ResourceTable.tsx';
import { useKeptSelection } from '../lists/useKeptSelection.ts';
import { weightedProjectionBadge } from '../status/productionBadges.ts';
import { getUserName } from '../users/getUserName.ts';
import { ProductionBulkActions } from './ProductionBulkActions.tsx';
import { ProductionEditTrigger } from './ProductionEditTrigger.tsx';
import {
  EDITABLE_PRODUCTION_FIELDS,
  type EditableProductionField,
  PRODUCTION_FIELD_LABELS,
} from './productionChange.ts';

/** A field's value in words, for its editor's name: 'Projection: High · 90%'. */
function fieldText(field: EditableProductionField, production: EventProduction): string {
  switch (field) {
    case 'status':
      return EVENT_PRODUCTION_STATUS_TITLES[production.status];
    case 'projection':
      return production.projection === null
        ? 'Not projected'
        : weightedProjectionBadge(production.projection).label;
    case 'is_important':
      return production.is_important ? 'Important' : 'Not important';
    case 'owner':
    case 'backup': {
      const assignee = production[field];
      return assignee === undefined ? 'None' : getUserName(assignee.user);
    }
    case 'tags':
      return production.tags?.map((tag) => tag.label).join(', ') || 'None';
  }
}

const isEditable = (id: string): id is EditableProductionField =>
  (EDITABLE_PRODUCTION_FIELDS as readonly string[]).includes(id);

/** The columns with each editable one's cell an editor showing what the cell showed. */
export function withProductionEditors(
  columns: readonly TableColumn<EventProduction>[],
): TableColumn<EventProduction>[] {
  return columns.map((column) => {
    const { id, cell } = column;
    if (!isEditable(id) || cell === undefined) return column;
    return {
      ...column,
      cell: (production) => (
        <ProductionEditTrigger
          field={id}
          productions={[production]}
          label={`${PRODUCTION_FIELD_LABELS[id]}: ${fieldText(id, production)}`}
          inCell
        >
          {cell(production)}
        </ProductionEditTrigger>
      ),
    };
  });
}

/**
 * A production table as its user may use it: for agency staff who may write, the status,
 * projection, owner, backup, important and tags cells edit in place, and rows can be selected
 * (kept across pages and filters) for the bulk bar's changes; Read Only users get the columns as
 * they are and no selection (decisions §9).
 */
export function useProductionTable(
  columns: readonly TableColumn<EventProduction>[],
  rows: readonly EventProduction[],
): Pick<ResourceTableProps<EventProduction>, 'columns' | 'selection'> {
  const mayWrite = useMayWrite();
  const editable = useMemo(
    () => (mayWrite ? withProductionEditors(columns) : columns),
    [columns, mayWrite],
  );
  const selection = useKeptSelection(rows);
  return {
    columns: editable,
    ...(mayWrite && {
      selection: {
        keepsUnshownSelection: true,
        selectedKeys: selection.keys,
        onSelectionChange: selection.onChange,
        bulkActions: <ProductionBulkActions productions={selection.rows} />,
      },
    }),
  };
}
