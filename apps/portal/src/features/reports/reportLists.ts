import {
  type CampaignListQuery,
  type InfiniteList,
  useInfiniteList,
  useWholeList,
  type WholeList,
} from '@airtime/api-client';
import { listCampaigns, listRelationships } from '@airtime/api-client/calls';
import type { Campaign, Relationship } from '@airtime/domain';
import type { ReportBrand } from './reportBrand.ts';
import { staticInfiniteList, staticWholeList, useOptionalSharedReport } from './sharedReport.ts';

// The lists a brand report reads besides its events: through the signed-in calls in the apps, from
// the link's answer on a shared page (the signed-in call then waits with null and reads nothing).

/** The brand's relationships, every page (the Creators report). */
export function useReportRelationships(brand: ReportBrand): WholeList<Relationship> {
  const shared = useOptionalSharedReport();
  const list = useWholeList(
    useInfiniteList(
      listRelationships,
      brand.app === 'shared' ? null : { query: { brand_id: brand.id, per_page: 100 } },
    ),
    20,
  );
  return brand.app === 'shared' ? staticWholeList(shared?.relationships ?? []) : list;
}

/**
 * The brand's campaigns a page at a time, sorted and filtered by the server; on a shared page the
 * link's campaigns (in the link's sort) with `status` applied here.
 */
export function useReportCampaignPages(
  brand: ReportBrand,
  query: Omit<CampaignListQuery, 'brand_id'> = {},
): InfiniteList<Campaign> {
  const shared = useOptionalSharedReport();
  const list = useInfiniteList(
    listCampaigns,
    brand.app === 'shared' ? null : { query: { brand_id: brand.id, ...query } },
  );
  if (brand.app !== 'shared') return list;
  const status = query.status;
  return staticInfiniteList(
    (shared?.campaigns ?? []).filter(
      (campaign) =>
        status === undefined || [status].flat().some((wanted) => wanted === campaign.status),
    ),
  );
}

/** Every campaign of the brand (up to 20 pages of 100). */
export function useReportCampaigns(brand: ReportBrand): {
  readonly pages: InfiniteList<Campaign>;
  readonly whole: WholeList<Campaign>;
} {
  const pages = useReportCampaignPages(brand, { per_page: 100 });
  return { pages, whole: useWholeList(pages, 20) };
}
