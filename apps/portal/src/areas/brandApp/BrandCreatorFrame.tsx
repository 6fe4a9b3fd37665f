import { useBrandCreator, useRelationships, useSelectedBrand } from '@airtime/api-client';
import type { ReactNode } from 'react';
import { href } from '../../app/paths.ts';
import { CreatorHeader } from '../../features/creators/CreatorHeader.tsx';
import { PageError } from '../../features/page/PageError.tsx';
import { RecordTrail } from '../../features/records/RecordTrail.tsx';
import { ApprovalStatusBadge } from '../../features/status/StatusBadges.tsx';
import { describeReach } from './describeReach.ts';

/**
 * A creator's pages in the brand app (decisions §6): the shared header with the channels' reach
 * and where the selected brand stands with the creator, then the pages. A creator the brand cannot
 * see (unknown, or not one of its own: 404 or 403) is one not-found state instead of the pages.
 */
export function BrandCreatorFrame({
  creatorId,
  children,
}: {
  readonly creatorId: number | null;
  readonly children: ReactNode;
}) {
  const { data: creator, error, mutate } = useBrandCreator(creatorId);
  const { selected } = useSelectedBrand();
  if (creatorId === null || error?.status === 404 || error?.status === 403) {
    return (
      <PageError
        pageTitle="Creator"
        title="This creator was not found."
        description="The creator may not work with your brand. Go back to your creators to pick another."
        action={{ label: 'Your creators', href: href('brand-approvals') }}
      />
    );
  }
  if (error !== undefined) {
    return (
      <PageError
        pageTitle="Creator"
        title="The creator could not be loaded."
        description={error.message}
        action={{ label: 'Try again', onPress: () => void mutate() }}
      />
    );
  }
  return (
    <>
      <CreatorHeader
        creator={creator}
        trail={<RecordTrail />}
        {...(creator === undefined ? {} : { description: describeReach(creator.channels ?? []) })}
        {...(selected === null
          ? {}
          : { actions: <DecisionBadge brandId={selected.id} creatorId={creatorId} /> })}
      />
      {children}
    </>
  );
}

/** The brand's decision on the creator, once known. */
function DecisionBadge({
  brandId,
  creatorId,
}: {
  readonly brandId: number;
  readonly creatorId: number;
}) {
  const relationship = useRelationships({ brand_id: brandId, publisher_id: creatorId, per_page: 1 })
    .items[0];
  return relationship === undefined ? null : (
    <ApprovalStatusBadge status={relationship.approval_status} size="md" />
  );
}
