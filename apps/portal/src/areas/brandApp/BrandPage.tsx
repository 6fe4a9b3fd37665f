import { useSelectedBrand } from '@airtime/api-client';
import { Avatar } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import type { ReactNode } from 'react';
import { Page, PageHeader, type PageHeaderProps } from '../../features/page/PageHeader.tsx';
import { BrandScope } from './BrandScope.tsx';

export interface BrandPageProps {
  /** The page's h1. */
  readonly title: string;
  /** What the page is for; the brand's name when left out. */
  readonly description?: string;
  readonly actions?: ReactNode;
  /** The page's content for the selected brand. */
  readonly children: (brand: Brand) => ReactNode;
}

/**
 * A brand app page's header: its title, what it is for (the selected brand's name by default),
 * its actions, and the brand's logo before the title (`logoSize` 10 over a page, 8 in a line).
 */
export function useBrandPageHeader(
  { title, description, actions }: Omit<BrandPageProps, 'children'>,
  logoSize: 8 | 10 = 10,
): PageHeaderProps {
  const { selected } = useSelectedBrand();
  const subtitle = description ?? selected?.name;
  return {
    title,
    ...(subtitle === undefined ? {} : { description: subtitle }),
    ...(actions === undefined ? {} : { actions }),
    ...(selected === null
      ? {}
      : { leading: <Avatar name={selected.name} src={selected.logo} size={logoSize} /> }),
  };
}

/**
 * A brand app page: its heading with the selected brand, then its content for that brand. A page
 * of tabs (Reporting) uses SectionPage with useBrandPageHeader instead, so that the pages without
 * tabs load none of the tabs' code.
 */
export function BrandPage({ children, ...props }: BrandPageProps) {
  return (
    <Page>
      <PageHeader {...useBrandPageHeader(props)} />
      <BrandScope>{children}</BrandScope>
    </Page>
  );
}
