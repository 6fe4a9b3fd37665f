import { usePromoCodes } from '@airtime/api-client';
import {
  Button,
  EMPTY_VALUE,
  formatDate,
  Inline,
  Link,
  Tag,
  TagGroup,
} from '@airtime/design-system';
import type { Event, EventProduction } from '@airtime/domain';
import type { ReactNode } from 'react';
import { formatOfferTerms, formatTrackerTarget } from './offerTerms.ts';
import * as styles from './productionModal.css.ts';
import { useProductionModals } from './productionModalProps.ts';

export interface ProductionSalesProps {
  readonly production: EventProduction;
  /** The production's event, with its brand and creator; undefined while it loads. */
  readonly event: Event | undefined;
  readonly mayWrite: boolean;
}

function Fact({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  return (
    <>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>
        <Inline space="sm" alignY="center" wrap>
          {children}
        </Inline>
      </dd>
    </>
  );
}

/**
 * How the production earns and is tracked: its offer, tracker, the creator's promo codes with the
 * brand, the video and its tags, each with the modal that changes it (decisions §9).
 */
export function ProductionSales({ production, event, mayWrite }: ProductionSalesProps) {
  const modals = useProductionModals();
  const brandId = event?.brand_id ?? null;
  const creatorId = event?.publisher_id ?? null;
  const promoCodes = usePromoCodes(
    brandId === null || creatorId === null
      ? undefined
      : { brand_id: brandId, publishers: creatorId },
  );
  const { offer, tracker } = production;
  const codes = brandId === null ? [] : promoCodes.items;
  return (
    <dl className={styles.facts}>
      <Fact name="Offer">
        <span>
          {offer === undefined ? 'No offer' : `${offer.name} · ${formatOfferTerms(offer)}`}
        </span>
        {mayWrite && brandId !== null && (
          <>
            <Button
              size="sm"
              onPress={() => modals.open('offers', { brandId, productionId: production.id })}
            >
              Edit offers
            </Button>
            <Button
              size="sm"
              onPress={() => modals.open('offer', { brandId, productionId: production.id })}
            >
              Add offer
            </Button>
          </>
        )}
      </Fact>
      <Fact name="Tracker">
        <span>
          {tracker === undefined
            ? 'No tracker'
            : `${formatTrackerTarget(tracker)}${tracker.last_checked_at === null ? '' : ` · checked ${formatDate(tracker.last_checked_at)}`}`}
        </span>
        {mayWrite && brandId !== null && (
          <Button
            size="sm"
            onPress={() =>
              modals.open('tracker', {
                brandId,
                productionId: production.id,
                ...(tracker === undefined ? {} : { trackerId: tracker.id }),
              })
            }
          >
            {tracker === undefined ? 'Add tracker' : 'Edit tracker'}
          </Button>
        )}
      </Fact>
      <Fact name="Promo URL">
        <span>
          {codes.length === 0 ? 'No promo code' : codes.map((code) => code.code).join(', ')}
        </span>
        {mayWrite && brandId !== null && creatorId !== null && (
          <Button size="sm" onPress={() => modals.open('promo-url', { brandId, creatorId })}>
            Promo URLs
          </Button>
        )}
      </Fact>
      <Fact name="Video">
        {event?.url == null ? (
          <span>{EMPTY_VALUE}</span>
        ) : (
          <Link href={event.url} isExternal>
            {event.url}
          </Link>
        )}
      </Fact>
      <Fact name="Tags">
        <TagGroup aria-label="Tags" size="sm" emptyLabel="No tags" items={production.tags ?? []}>
          {(tag) => <Tag id={tag.id}>{tag.label}</Tag>}
        </TagGroup>
        {mayWrite && (
          <Button size="sm" onPress={() => modals.open('tags', { productionId: production.id })}>
            Edit tags
          </Button>
        )}
      </Fact>
    </dl>
  );
}
