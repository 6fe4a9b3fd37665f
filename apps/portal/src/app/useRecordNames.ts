import { useQuery } from '@airtime/api-client';
import { getAgency, getBrand, getCreator, listChannels } from '@airtime/api-client/calls';
import { useParams } from 'react-router';
import type { RecordNames } from './useRouteTitles.ts';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A record's name; 'Not found' once its call failed or the address's id is no id (rather than
 * 'Loading...' for ever); null while it loads.
 */
function nameOf(
  param: string | undefined,
  query: { readonly data?: { readonly name: string } | undefined; readonly error?: unknown },
): string | null {
  if (query.data !== undefined) return query.data.name;
  return query.error !== undefined || (param !== undefined && idOf(param) === null)
    ? NOT_FOUND_TITLE
    : null;
}

/** The title of a record the address names but the server does not give (unknown, or not yours). */
export const NOT_FOUND_TITLE = 'Not found';

/** The names of the records the current path names, null while they load (decisions §2). */
export function useRecordNames(): RecordNames {
  const params = useParams();
  // The calls rather than useAgency, useBrand and useCreator, whose modules bring every call of
  // their resource (and its models) into the shell that shows these names.
  const agencyId = idOf(params.agencyId);
  const brandId = idOf(params.brandId);
  const creatorId = idOf(params.creatorId);
  const agency = useQuery(getAgency, agencyId === null ? null : { params: { id: agencyId } });
  const brand = useQuery(getBrand, brandId === null ? null : { params: { id: brandId } });
  const creator = useQuery(getCreator, creatorId === null ? null : { params: { id: creatorId } });
  const channelId = idOf(params.channelId);
  const channel = useQuery(
    listChannels,
    channelId === null ? null : { query: { ids: [channelId] } },
  ).data?.data[0];
  return {
    agency: nameOf(params.agencyId, agency),
    brand: nameOf(params.brandId, brand),
    creator: nameOf(params.creatorId, creator),
    channel: channel?.name ?? null,
  };
}
