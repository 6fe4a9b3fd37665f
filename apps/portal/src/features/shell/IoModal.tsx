import { useCampaigns } from '@airtime/api-client';
import { Dialog, type ManagedModalProps, Modal, Select, SelectItem } from '@airtime/design-system';
import { isPlanIoStatus, PLAN_IO_STATUS_TITLES, type PlanIoStatus } from '@airtime/domain';
import { useState } from 'react';
import { CAMPAIGN_COLUMNS } from '../campaigns/campaignColumns.tsx';
import { pickColumns } from '../lists/pickColumns.ts';
import { ResourceTable } from '../lists/ResourceTable.tsx';
import { useShellModals } from '../modals/shellModals.ts';
import { optionsOf } from '../status/statusOptions.ts';
import * as styles from './shell.css.ts';

/** The IO statuses that still need someone's work, most urgent first ('review' is the badge's count). */
const AWAITING: readonly PlanIoStatus[] = ['review', 'created', 'in-progress', 'not-started'];

const FILTERS = optionsOf(AWAITING, PLAN_IO_STATUS_TITLES);

const COLUMNS = pickColumns(CAMPAIGN_COLUMNS, [
  'brand',
  'creator',
  'channel',
  'io_status',
  'ends_at',
]);

/**
 * The header's IOs (spec §2): campaigns whose insertion order awaits work, by IO status; a row
 * opens its IO (`io-document`), and the campaign from there.
 */
export function IoModal(modal: ManagedModalProps) {
  const modals = useShellModals();
  const [status, setStatus] = useState<PlanIoStatus>('review');
  const list = useCampaigns({ io_status: status, sort: '-updated_at' });
  return (
    <Modal {...modal} size="lg">
      <Dialog title="IOs">
        <div className={styles.ioFilters}>
          <Select
            label="IO status"
            items={FILTERS}
            value={status}
            onChange={(key) => {
              if (isPlanIoStatus(key)) setStatus(key);
            }}
          >
            {(filter) => <SelectItem id={filter.id}>{filter.label}</SelectItem>}
          </Select>
        </div>
        <ResourceTable
          label={`Campaigns with IO status ${PLAN_IO_STATUS_TITLES[status]}`}
          columns={COLUMNS}
          list={list}
          onOpen={(campaign) => modals.open('io-document', { campaignId: campaign.id })}
          emptyTitle={`No campaigns with IO status ${PLAN_IO_STATUS_TITLES[status]}.`}
          emptyDescription="Choose another status to see the IOs waiting there."
          noun="campaigns"
        />
      </Dialog>
    </Modal>
  );
}
