import { useCreatorBrands } from '@airtime/api-client';
import { Avatar, formatNumericDate, Skeleton } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import type { ReactNode } from 'react';
import { href } from '../../app/paths.ts';
import { creatorBrandRoute } from '../../app/routes/creatorApp/brandView.ts';
import { useRouteTabs } from '../../app/useRouteTabs.ts';
import { PageError } from '../../features/page/PageError.tsx';
import { Page } from '../../features/page/PageHeader.tsx';
import { SectionPage } from '../../features/page/SectionPage.tsx';

/**
 * The creator app's brand pages: the brand from the creator's brand list (useCreatorBrands) as
 * the header line, its two tabs, then the page; a brand not in the list shows an error instead.
 */
export function CreatorBrandFrame({
  brandId,
  children,
}: {
  readonly brandId: number | null;
  readonly children: (brand: Brand) => ReactNode;
}) {
  const list = useCreatorBrands();
  const brand = list.brands.find((candidate) => candidate.id === brandId);
  const base = brandId === null ? '' : href('creator-brand', { brandId });
  // The pages are the route's children, without a layout of their own: the tabs link from its path.
  const tabs = useRouteTabs(creatorBrandRoute, base);
  if (list.error !== undefined) {
    return (
      <Page>
        <PageError
          pageTitle="Brand"
          title="Your brands could not be loaded."
          description={list.error.message}
          action={{ label: 'Try again', onPress: () => void list.mutate() }}
        />
      </Page>
    );
  }
  if (brand === undefined && !list.isLoading) {
    return (
      <Page>
        <PageError
          pageTitle="Brand"
          title="This brand is not one you work with."
          description="Pick a brand from the menu, or go back to your performance."
          action={{ label: 'Back to performance', href: href('creator-home') }}
        />
      </Page>
    );
  }
  return (
    <SectionPage
      title={brand?.name ?? 'Loading...'}
      {...(brand === undefined ? {} : { description: lastAired(brand) })}
      leading={
        brand === undefined ? (
          <Skeleton shape="circle" width={32} />
        ) : (
          <Avatar name={brand.name} src={brand.logo} size={8} aria-hidden="true" />
        )
      }
      tabsLabel="Brand sections"
      tabs={tabs}
    >
      {brand === undefined ? <Skeleton shape="rect" label="Loading the brand" /> : children(brand)}
    </SectionPage>
  );
}

function lastAired(brand: Brand): string {
  return brand.last_event_date === null
    ? 'No event aired yet.'
    : `Last aired ${formatNumericDate(brand.last_event_date)}`;
}
