import { Button, Menu, MenuItem, MenuTrigger } from '@airtime/design-system';
import type { Campaign } from '@airtime/domain';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import {
  CAMPAIGN_STATUS_OPTIONS,
  PRIORITY_OPTIONS,
  type StatusOption,
} from '../status/statusOptions.ts';
import type { CampaignBulkChange, useCampaignBulkWrites } from './useCampaignBulkWrites.ts';
import { useCampaignPaletteActions } from './useCampaignPaletteActions.tsx';

const CampaignOwnerDialog = lazy(async () => ({
  default: (await import('./CampaignOwnerDialog.tsx')).CampaignOwnerDialog,
}));
const DeleteCampaignsDialog = lazy(async () => ({
  default: (await import('./DeleteCampaignsDialog.tsx')).DeleteCampaignsDialog,
}));

export interface CampaignBulkActionsProps {
  /** The selected campaigns, shown or not. */
  readonly campaigns: readonly Campaign[];
  readonly writes: ReturnType<typeof useCampaignBulkWrites>;
  /** The campaigns being deleted: they leave the selection. */
  readonly onDeleted: (ids: readonly number[]) => void;
}

/** A menu of values that sets one field of every selected campaign. */
function SetMenu<T extends string>({
  label,
  options,
  onChoose,
}: {
  readonly label: string;
  readonly options: readonly StatusOption<T>[];
  readonly onChoose: (option: StatusOption<T>) => void;
}) {
  return (
    <MenuTrigger>
      <Button size="sm" variant="secondary">
        {label}
        <ChevronDown aria-hidden size={14} />
      </Button>
      <Menu
        aria-label={label}
        items={options}
        onAction={(key) => {
          const option = options.find((item) => item.id === key);
          if (option !== undefined) onChoose(option);
        }}
      >
        {(option) => <MenuItem id={option.id}>{option.label}</MenuItem>}
      </Menu>
    </MenuTrigger>
  );
}

/**
 * The bulk-action bar's buttons for selected campaigns (decisions §9): priority and status in one
 * call each, an owner chosen in a dialog, and deleting after a confirmation; the command palette
 * offers the same priority and status changes while the bar shows.
 */
export function CampaignBulkActions({ campaigns, writes, onDeleted }: CampaignBulkActionsProps) {
  const [dialog, setDialog] = useState<'owner' | 'delete' | null>(null);
  // The bar's choices, and the selected campaign's moves, in the command palette too.
  useCampaignPaletteActions(campaigns, writes, useMayWrite());
  const set = (change: CampaignBulkChange, field: string, value: string) =>
    void writes.setField(campaigns, change, field, value);
  return (
    <>
      <SetMenu
        label="Set priority"
        options={PRIORITY_OPTIONS}
        onChoose={(option) => set({ priority: option.id }, 'priority', option.label)}
      />
      <SetMenu
        label="Set status"
        options={CAMPAIGN_STATUS_OPTIONS}
        onChoose={(option) => set({ status: option.id }, 'status', option.label)}
      />
      <Button size="sm" variant="secondary" onPress={() => setDialog('owner')}>
        Set owner…
      </Button>
      <Button size="sm" variant="critical" onPress={() => setDialog('delete')}>
        Delete…
      </Button>
      {dialog !== null && (
        <Suspense fallback={null}>
          {dialog === 'owner' ? (
            <CampaignOwnerDialog campaigns={campaigns} onClose={() => setDialog(null)} />
          ) : (
            <DeleteCampaignsDialog
              campaigns={campaigns}
              onClose={() => setDialog(null)}
              onConfirm={() => {
                setDialog(null);
                // Optimistic: the rows and their selection go at once; refused ones come back.
                onDeleted(campaigns.map((campaign) => campaign.id));
                void writes.deleteAll(campaigns);
              }}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
