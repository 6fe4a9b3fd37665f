import { useSelectedBrand } from '@airtime/api-client';
import { Avatar } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import type { ReactNode } from 'react';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import type { RouteTab } from '../../features/page/RouteTabs.tsx';
import { SectionPage } from '../../features/page/SectionPage.tsx';
import { BrandScope } from './BrandScope.tsx';

export interface BrandPageProps {
  /** The page's h1. */
  readonly title: string;
  /** What the page is for; the brand's name when left out. */
  readonly description?: string;
  readonly actions?: ReactNode;
  /** The page's sections as tabs (Reporting): then a header line over a compact tab row. */
  readonly tabs?: { readonly label: string; readonly tabs: readonly RouteTab[] };
  /** The page's content for the selected brand. */
  readonly children: (brand: Brand) => ReactNode;
}

/** A brand app page: its heading with the selected brand, then its content for that brand. */
export function BrandPage({ title, description, actions, tabs, children }: BrandPageProps) {
  const { selected } = useSelectedBrand();
  const subtitle = description ?? selected?.name;
  const header = {
    title,
    ...(subtitle === undefined ? {} : { description: subtitle }),
    ...(actions === undefined ? {} : { actions }),
    ...(selected === null
      ? {}
      : {
          leading: (
            <Avatar name={selected.name} src={selected.logo} size={tabs === undefined ? 10 : 8} />
          ),
        }),
  };
  if (tabs !== undefined) {
    return (
      <SectionPage {...header} tabsLabel={tabs.label} tabs={tabs.tabs}>
        <BrandScope>{children}</BrandScope>
      </SectionPage>
    );
  }
  return (
    <Page>
      <PageHeader {...header} />
      <BrandScope>{children}</BrandScope>
    </Page>
  );
}
