import { useDeleteOffer, useOffers } from '@airtime/api-client';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Inline,
  LoadMore,
  type ManagedModalProps,
  Modal,
  Skeleton,
  Stack,
  text,
} from '@airtime/design-system';
import type { Offer } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { ActiveBadge } from '../status/StatusBadges.tsx';
import { formatOfferTerms } from './offerTerms.ts';
import * as styles from './productionModal.css.ts';
import { type ProductionModalPropsByName, useProductionModals } from './productionModalProps.ts';
import { useProductionEdit } from './useProductionEdit.ts';

export type OffersModalProps = ManagedModalProps & ProductionModalPropsByName['offers'];

/**
 * The `edit offers` modal (decisions §9): the brand's offers, each edited or deleted, and, from a
 * production, the one it uses (set at once, undone with a toast if the server refuses).
 */
export function OffersModal({ brandId, productionId, ...modal }: OffersModalProps) {
  const mayWrite = useMayWrite();
  const modals = useProductionModals();
  const offers = useOffers({ brand_id: brandId, sort: 'name' });
  const { production, save } = useProductionEdit(productionId ?? null);
  const remove = useDeleteOffer();
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const usedId = production.data?.offer_id ?? null;

  const use = (offer: Offer | null) =>
    void save({
      what: offer === null ? 'remove the offer' : `use ${offer.name}`,
      // The embedded offer stays until the server's answer replaces it; the id says which is used.
      shown: offer === null ? { offer_id: null } : { offer_id: offer.id, offer },
      body: { offer_id: offer?.id ?? null },
    });

  return (
    <>
      <Modal {...modal} isOpen={modal.isOpen && deleting === null} size="lg">
        <Dialog
          title="Offers"
          footer={
            <>
              {mayWrite && (
                <Button
                  onPress={() =>
                    modals.open('offer', {
                      brandId,
                      ...(productionId === undefined ? {} : { productionId }),
                    })
                  }
                >
                  Add offer
                </Button>
              )}
              <Button slot="close" variant="primary">
                Done
              </Button>
            </>
          }
        >
          {offers.isLoading ? (
            <Skeleton lines={4} label="Loading the offers" />
          ) : offers.items.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="This brand has no offers."
              description="Add one: what the brand pays, and the creator’s share."
            />
          ) : (
            <Stack as="ul" className={styles.workflows} aria-label="The brand’s offers">
              {offers.items.map((offer) => (
                <li key={offer.id} className={styles.workflow}>
                  <Inline space="sm" alignY="center" wrap>
                    <span className={text({ weight: 'semibold' })}>{offer.name}</span>
                    <ActiveBadge isActive={offer.is_active} />
                    <span className={text({ size: 'sm', tone: 'subtle' })}>
                      {formatOfferTerms(offer)}
                    </span>
                    {usedId === offer.id && (
                      <span className={text({ size: 'sm', tone: 'accent' })}>In use</span>
                    )}
                  </Inline>
                  {mayWrite && (
                    <Inline space="sm">
                      {productionId !== undefined &&
                        (usedId === offer.id ? (
                          <Button size="sm" onPress={() => use(null)}>
                            {`Stop using ${offer.name}`}
                          </Button>
                        ) : (
                          <Button size="sm" onPress={() => use(offer)}>
                            {`Use ${offer.name}`}
                          </Button>
                        ))}
                      <Button
                        size="sm"
                        onPress={() => modals.open('offer', { brandId, offerId: offer.id })}
                      >
                        {`Edit ${offer.name}`}
                      </Button>
                      <Button size="sm" variant="critical" onPress={() => setDeleting(offer)}>
                        {`Delete ${offer.name}`}
                      </Button>
                    </Inline>
                  )}
                </li>
              ))}
            </Stack>
          )}
          {offers.hasMore && (
            <LoadMore
              onLoadMore={offers.loadMore}
              isLoading={offers.isLoadingMore}
              hasMore={offers.hasMore}
              label="Load more offers"
            />
          )}
        </Dialog>
      </Modal>
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'the offer'}?`}
        message="Productions that use it keep it on record, but it can no longer be chosen."
        confirmLabel="Delete offer"
        pendingLabel="Deleting"
        tone="critical"
        onConfirm={async () => {
          if (deleting !== null) await remove.trigger({ params: { id: deleting.id } });
          setDeleting(null);
        }}
      />
    </>
  );
}
