import { ConfirmDialog } from '@airtime/design-system';
import type { Campaign } from '@airtime/domain';
import * as styles from './campaignBulk.css.ts';
import { campaignName } from './campaignName.ts';
import { countCampaigns } from './useCampaignBulkWrites.ts';

/** Names listed before the rest are counted: the dialog stays short for a large selection. */
const LISTED = 8;

export interface DeleteCampaignsDialogProps {
  /** The campaigns to delete, shown or not: each is named (up to eight, then counted). */
  readonly campaigns: readonly Campaign[];
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}

/** Asks before the selected campaigns are deleted, saying how many and which (loaded when asked). */
export function DeleteCampaignsDialog({
  campaigns,
  onClose,
  onConfirm,
}: DeleteCampaignsDialogProps) {
  const count = countCampaigns(campaigns.length);
  const listed = campaigns.slice(0, LISTED);
  const rest = campaigns.length - listed.length;
  return (
    <ConfirmDialog
      isOpen
      onCancel={onClose}
      title={
        campaigns.length === 1
          ? `Delete ${campaignName(campaigns[0] as Campaign)}?`
          : `Delete ${count}?`
      }
      message={
        <>
          <ul className={styles.names}>
            {listed.map((campaign) => (
              <li key={campaign.id}>{campaignName(campaign)}</li>
            ))}
            {rest > 0 && <li>{`and ${countCampaigns(rest)} more`}</li>}
          </ul>
          <p>
            {campaigns.length === 1 ? 'It leaves' : 'They leave'} the planning board and every list,
            with {campaigns.length === 1 ? 'its' : 'their'} plan and IO. This cannot be undone here.
          </p>
        </>
      }
      confirmLabel={`Delete ${count}`}
      tone="critical"
      onConfirm={onConfirm}
    />
  );
}
