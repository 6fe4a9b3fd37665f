import { listChannels, useAgency, useBrand, useCreator, useQuery } from '@airtime/api-client';
import { formatRouteTitle, type RouteTitle } from '@airtime/domain';
import { useMatches, useParams } from 'react-router';
import { handleOf, type RecordKind } from './routeHandle.ts';

/** A titled route of the current match: its title and where it leads (breadcrumbs). */
export interface RouteCrumb {
  readonly title: string;
  readonly href: string;
}

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The names of the records the current path names, null while they load (decisions §2). */
function useRecordNames(): Readonly<Record<RecordKind, string | null>> {
  const params = useParams();
  const agency = useAgency(idOf(params.agencyId)).data;
  const brand = useBrand(idOf(params.brandId)).data;
  const creator = useCreator(idOf(params.creatorId)).data;
  const channelId = idOf(params.channelId);
  const channel = useQuery(
    listChannels,
    channelId === null ? null : { query: { ids: [channelId] } },
  ).data?.data[0];
  return {
    agency: agency?.name ?? null,
    brand: brand?.name ?? null,
    creator: creator?.name ?? null,
    channel: channel?.name ?? null,
  };
}

/** The matched routes' titles, outermost first: static ones, and record names when loaded. */
export function useRouteTitles(): { readonly titles: RouteTitle[]; readonly crumbs: RouteCrumb[] } {
  const matches = useMatches();
  const names = useRecordNames();
  const titles: RouteTitle[] = [];
  const crumbs: RouteCrumb[] = [];
  for (const match of matches) {
    const handle = handleOf(match);
    const title: RouteTitle =
      handle.recordTitle === undefined ? handle.title : names[handle.recordTitle.kind];
    if (title === undefined) continue;
    titles.push(title);
    const text = formatRouteTitle(title);
    if (text !== undefined && crumbs.at(-1)?.href !== match.pathname)
      crumbs.push({ title: text, href: match.pathname });
  }
  return { titles, crumbs };
}
