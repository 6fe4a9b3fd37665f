import { useTrackers } from '@airtime/api-client';
import { Button, Card, formatDate, type TableColumn } from '@airtime/design-system';
import { getTrackerLabel, type Tracker } from '@airtime/domain';
import { Plus } from 'lucide-react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { getTrackerTarget } from '../../../features/productions/offerTerms.ts';
import {
  brandTrackersQuery,
  useProductionModals,
} from '../../../features/productions/productionModalProps.ts';
import { ActiveBadge } from '../../../features/status/StatusBadges.tsx';

const COLUMNS: TableColumn<Tracker>[] = [
  { id: 'type', label: 'Type', value: (row) => getTrackerLabel(row.type) },
  { id: 'target', label: 'Tracks', value: getTrackerTarget, grow: true },
  { id: 'active', label: 'Active', cell: (row) => <ActiveBadge isActive={row.is_active} /> },
  {
    id: 'checked',
    label: 'Last check',
    value: (row) => (row.last_checked_at === null ? 'Never' : formatDate(row.last_checked_at)),
  },
];

/** A brand's trackers, added, edited and checked in the production's `tracker` modal. */
export function TrackersCard({ brandId }: { readonly brandId: number }) {
  const trackers = useTrackers(brandTrackersQuery(brandId));
  const modals = useProductionModals();
  const mayWrite = useMayWrite();
  return (
    <Card
      title="Trackers"
      description="How the brand's sales are attributed: a landing page's promo code or a promo link. Open one to edit or check it."
      headingLevel={2}
      padding="none"
      actions={
        mayWrite && (
          <Button size="sm" icon={<Plus />} onPress={() => modals.open('tracker', { brandId })}>
            Add tracker
          </Button>
        )
      }
    >
      <ResourceTable
        label="Trackers"
        columns={COLUMNS}
        list={trackers}
        noun="trackers"
        stateSize="sm"
        onOpen={(tracker) => modals.open('tracker', { brandId, trackerId: tracker.id })}
        emptyTitle="No trackers yet."
        emptyDescription="Add one to attribute the brand's sales to its sponsorships."
      />
    </Card>
  );
}
