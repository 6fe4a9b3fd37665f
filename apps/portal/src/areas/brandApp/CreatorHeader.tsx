import { useBrandCreator, useRelationships, useSelectedBrand } from '@airtime/api-client';
import { Avatar, ErrorState, formatNumber, StatusBadge } from '@airtime/design-system';
import { LOADING_TITLE } from '@airtime/domain';
import { href } from '../../app/paths.ts';
import { PageHeader } from '../../features/page/PageHeader.tsx';
import { approvalStatusBadge } from '../../features/status/statusBadges.ts';

/**
 * A creator's page header in the brand app (decisions §6): logo, name, the channels' reach, and
 * where the selected brand stands with the creator.
 */
export function CreatorHeader({ creatorId }: { readonly creatorId: number | null }) {
  const { data: creator, error, mutate } = useBrandCreator(creatorId);
  const { selected } = useSelectedBrand();
  if (creatorId === null || error !== undefined)
    return (
      <ErrorState
        title={
          error === undefined || error.status === 404
            ? 'This creator was not found.'
            : 'The creator could not be loaded.'
        }
        description={
          error === undefined || error.status === 404 || error.status === 403
            ? 'The creator may not work with your brand. Go back to your creators to pick another.'
            : error.message
        }
        action={
          error === undefined || error.status === 404 || error.status === 403
            ? { label: 'Your creators', href: href('brand-approvals') }
            : { label: 'Try again', onPress: () => void mutate() }
        }
      />
    );
  const channels = creator?.channels ?? [];
  const reach = channels.reduce((sum, channel) => sum + (channel.subscribers_count ?? 0), 0);
  const name = creator?.name ?? LOADING_TITLE;
  return (
    <PageHeader
      title={name}
      leading={<Avatar name={name} src={creator?.logo} size={12} />}
      {...(creator === undefined
        ? {}
        : {
            description: `${channels.length === 1 ? '1 channel' : `${channels.length} channels`} · ${formatNumber(reach, { compact: true })} subscribers`,
          })}
      {...(selected === null || creatorId === null
        ? {}
        : { actions: <DecisionBadge brandId={selected.id} creatorId={creatorId} /> })}
    />
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
    <StatusBadge {...approvalStatusBadge(relationship.approval_status)} />
  );
}
