import { Avatar, DateText, Inline, Skeleton, Stack, text } from '@airtime/design-system';
import type { Brand, BrandStats } from '@airtime/domain';
import { BrandFigures } from '../../../features/brands/BrandFigures.tsx';
import { ExternalLink } from '../../../features/page/ExternalLink.tsx';
import { ActiveBadge, AirtimeCustomerBadge } from '../../../features/status/StatusBadges.tsx';

export interface BrandHeaderProps {
  /** The brand; undefined while it loads. */
  readonly brand: Brand | undefined;
  /** Its figures; undefined while they load or when they could not be. */
  readonly stats: BrandStats | undefined;
  readonly isStatsLoading: boolean;
}

/**
 * A brand's detail header (decisions §6): its logo, name, state and key figures. The page below
 * carries the h1, so the name here is not a heading.
 */
export function BrandHeader({ brand, stats, isStatsLoading }: BrandHeaderProps) {
  return (
    <section aria-label="Brand">
      <Stack>
        {brand === undefined ? (
          <Skeleton shape="text" lines={2} label="Loading the brand" />
        ) : (
          <Inline space="md">
            <Avatar name={brand.name} src={brand.logo} size={12} />
            <div>
              <p className={text({ size: 'xl', weight: 'semibold' })}>{brand.name}</p>
              <Inline className={text({ tone: 'subtle' })}>
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
              </Inline>
            </div>
          </Inline>
        )}
        <BrandFigures stats={stats} isLoading={isStatsLoading} />
      </Stack>
    </section>
  );
}
