import { Avatar, DateText, RecordHeader, RecordHeaderFigure } from '@airtime/design-system';
import type { Brand, BrandStats } from '@airtime/domain';
import { BRAND_FIGURES } from '../../../features/brands/brandFigures.ts';
import { ExternalLink } from '../../../features/page/ExternalLink.tsx';
import { RecordTrail } from '../../../features/records/RecordTrail.tsx';
import { ActiveBadge, AirtimeCustomerBadge } from '../../../features/status/StatusBadges.tsx';

export interface BrandHeaderProps {
  /** The brand; undefined while it loads. */
  readonly brand: Brand | undefined;
  /** Its figures; undefined while they load or when they could not be. */
  readonly stats: BrandStats | undefined;
  readonly isStatsLoading: boolean;
}

/**
 * A brand's record header (decisions §6, page anatomy): logo, name and state on one line with the
 * key figures inline. The section below carries the h1, so the name here is not a heading.
 */
export function BrandHeader({ brand, stats, isStatsLoading }: BrandHeaderProps) {
  return (
    <RecordHeader
      aria-label="Brand"
      data-page-header=""
      title={brand?.name}
      trail={<RecordTrail />}
      leading={brand !== undefined && <Avatar name={brand.name} src={brand.logo} size={8} />}
      meta={
        brand !== undefined && (
          <>
            <ActiveBadge isActive={brand.is_active} />
            <AirtimeCustomerBadge isCustomer={brand.airtime_customer} />
            {brand.industry !== undefined && <span>{brand.industry.name}</span>}
            {brand.website !== null && (
              <ExternalLink href={brand.website}>
                {brand.website.replace(/^https?:\/\//, '')}
              </ExternalLink>
            )}
            {brand.last_event_date !== null && (
              <span>
                Last aired <DateText value={brand.last_event_date} />
              </span>
            )}
          </>
        )
      }
      figures={BRAND_FIGURES.map(({ label, value, ...reading }) => (
        <RecordHeaderFigure
          key={label}
          label={label}
          value={stats === undefined ? undefined : value(stats)}
          {...reading}
          isLoading={isStatsLoading}
        />
      ))}
    />
  );
}
