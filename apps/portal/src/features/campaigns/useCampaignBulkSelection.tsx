import type { InfiniteList } from '@airtime/api-client';
import type { Campaign } from '@airtime/domain';
import { lazy, Suspense } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import type { ResourceTableProps } from '../lists/ResourceTable.tsx';
import { useKeptSelection } from '../lists/useKeptSelection.ts';
import { useCampaignBulkWrites } from './useCampaignBulkWrites.ts';

// The bar's menus and dialogs load with the first selection, out of the page's own chunk.
const CampaignBulkActions = lazy(async () => ({
  default: (await import('./CampaignBulkActions.tsx')).CampaignBulkActions,
}));

/**
 * Bulk work on a list of campaigns (decisions §9): rows selectable by id across paging, filters and
 * sorts, and the bulk bar's actions for them. Undefined for users who may not write (Read Only):
 * their table has no checkboxes and no bar. Give it to the list's `selection`.
 */
export function useCampaignBulkSelection(
  list: InfiniteList<Campaign>,
): ResourceTableProps<Campaign>['selection'] {
  const mayWrite = useMayWrite();
  const selection = useKeptSelection(list.items);
  const writes = useCampaignBulkWrites(list);
  if (!mayWrite) return undefined;
  return {
    keepsUnshownSelection: true,
    selectedKeys: selection.keys,
    onSelectionChange: selection.onChange,
    bulkActions: (
      <Suspense fallback={null}>
        <CampaignBulkActions
          campaigns={selection.rows}
          writes={writes}
          onDeleted={selection.drop}
        />
      </Suspense>
    ),
  };
}
