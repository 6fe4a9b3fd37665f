import { useOffers } from '@airtime/api-client';
import { Button, Card, type TableColumn } from '@airtime/design-system';
import type { Offer } from '@airtime/domain';
import { Plus } from 'lucide-react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { formatOfferTerms } from '../../../features/productions/offerTerms.ts';
import { useProductionModals } from '../../../features/productions/productionModalProps.ts';
import { ActiveBadge } from '../../../features/status/StatusBadges.tsx';

const COLUMNS: TableColumn<Offer>[] = [
  { id: 'name', label: 'Offer', value: (row) => row.name, grow: true },
  { id: 'terms', label: 'Terms', value: formatOfferTerms },
  { id: 'active', label: 'Active', cell: (row) => <ActiveBadge isActive={row.is_active} /> },
];

/** A brand's offers (what it pays per sponsorship), added and edited in the production's `offer` modal. */
export function OffersCard({ brandId }: { readonly brandId: number }) {
  // The query the `offer` modal reads too, so an opened offer is already in the cache.
  const offers = useOffers({ brand_id: brandId });
  const modals = useProductionModals();
  const mayWrite = useMayWrite();
  return (
    <Card
      title="Offers"
      description="What the brand pays per sponsorship, and the creator's share. Open one to edit it."
      headingLevel={2}
      padding="none"
      actions={
        mayWrite && (
          <Button size="sm" icon={<Plus />} onPress={() => modals.open('offer', { brandId })}>
            Add offer
          </Button>
        )
      }
    >
      <ResourceTable
        label="Offers"
        columns={COLUMNS}
        list={offers}
        noun="offers"
        stateSize="sm"
        onOpen={(offer) => modals.open('offer', { brandId, offerId: offer.id })}
        emptyTitle="No offers yet."
        emptyDescription="Add one: what the brand pays, and the creator's share."
      />
    </Card>
  );
}
