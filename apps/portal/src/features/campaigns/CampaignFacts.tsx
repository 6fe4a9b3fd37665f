import { EMPTY_VALUE, Link, text } from '@airtime/design-system';
import { type Campaign, needsAttention } from '@airtime/domain';
import { href } from '../../app/paths.ts';
import { ChannelName } from '../channels/ChannelName.tsx';
import {
  AttentionBadge,
  CampaignStatusBadge,
  PlanIoStatusBadge,
  PlanningGroupBadge,
  PriorityBadge,
} from '../status/StatusBadges.tsx';
import * as styles from './campaign.css.ts';

/**
 * Who the campaign is between and where it stands, in one line under its title: the brand and
 * the creator (links to their records), the channel, status, priority, planning step with its
 * time there (flagged as the board flags it), and the IO's status.
 */
export function CampaignFacts({ campaign }: { readonly campaign: Campaign }) {
  return (
    <div className={styles.facts}>
      {campaign.brand !== undefined && (
        <Link href={href('agency-brand-dashboard', { brandId: campaign.brand_id })}>
          {campaign.brand.name}
        </Link>
      )}
      {campaign.creator !== undefined && (
        <Link href={href('agency-creator', { creatorId: campaign.publisher_id })}>
          {campaign.creator.name}
        </Link>
      )}
      {campaign.channel !== undefined && <ChannelName channel={campaign.channel} />}
      <CampaignStatusBadge status={campaign.status} />
      <PriorityBadge priority={campaign.priority} />
      {campaign.group !== null && <PlanningGroupBadge group={campaign.group} />}
      {needsAttention(campaign) ? (
        <AttentionBadge groupDuration={campaign.group_duration} />
      ) : (
        campaign.group !== null && (
          <span className={text({ size: 'sm', tone: 'subtle' })}>
            {`In step ${campaign.group_duration ?? EMPTY_VALUE}`}
          </span>
        )
      )}
      <span className={text({ size: 'sm', tone: 'subtle' })}>IO</span>
      <PlanIoStatusBadge status={campaign.io_status} />
    </div>
  );
}
