import { useBrandCreator, useRelationships, useSelectedBrand } from '@airtime/api-client';
import { ErrorState, formatNumber } from '@airtime/design-system';
import type { Channel } from '@airtime/domain';
import { href } from '../../app/paths.ts';
import { CreatorHeader } from '../../features/creators/CreatorHeader.tsx';
import { ApprovalStatusBadge } from '../../features/status/StatusBadges.tsx';

/**
 * A creator's page header in the brand app (decisions §6): the shared header with the channels'
 * reach and where the selected brand stands with the creator.
 */
export function BrandCreatorHeader({ creatorId }: { readonly creatorId: number | null }) {
  const { data: creator, error, mutate } = useBrandCreator(creatorId);
  const { selected } = useSelectedBrand();
  if (creatorId === null || error !== undefined) {
    const isNotTheBrands = error === undefined || error.status === 404 || error.status === 403;
    return (
      <ErrorState
        title={
          error === undefined || error.status === 404
            ? 'This creator was not found.'
            : 'The creator could not be loaded.'
        }
        description={
          isNotTheBrands
            ? 'The creator may not work with your brand. Go back to your creators to pick another.'
            : error.message
        }
        action={
          isNotTheBrands
            ? { label: 'Your creators', href: href('brand-approvals') }
            : { label: 'Try again', onPress: () => void mutate() }
        }
      />
    );
  }
  return (
    <CreatorHeader
      creator={creator}
      {...(creator === undefined ? {} : { description: describeReach(creator.channels ?? []) })}
      {...(selected === null
        ? {}
        : { actions: <DecisionBadge brandId={selected.id} creatorId={creatorId} /> })}
    />
  );
}

/** '2 channels · 1.2M subscribers': the creator's channels and their reach. */
function describeReach(channels: readonly Channel[]): string {
  const reach = channels.reduce((sum, channel) => sum + (channel.subscribers_count ?? 0), 0);
  const count = channels.length === 1 ? '1 channel' : `${channels.length} channels`;
  return `${count} · ${formatNumber(reach, { compact: true })} subscribers`;
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
