import { useQuery } from '@airtime/api-client';
import { getAgency, getBrand, getCreator, listChannels } from '@airtime/api-client/calls';
import { useParams } from 'react-router';
import type { RecordNames } from './useRouteTitles.ts';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The names of the records the current path names, null while they load (decisions §2). */
export function useRecordNames(): RecordNames {
  const params = useParams();
  // The calls rather than useAgency, useBrand and useCreator, whose modules bring every call of
  // their resource (and its models) into the shell that shows these names.
  const agencyId = idOf(params.agencyId);
  const brandId = idOf(params.brandId);
  const creatorId = idOf(params.creatorId);
  const agency = useQuery(getAgency, agencyId === null ? null : { params: { id: agencyId } }).data;
  const brand = useQuery(getBrand, brandId === null ? null : { params: { id: brandId } }).data;
  const creator = useQuery(
    getCreator,
    creatorId === null ? null : { params: { id: creatorId } },
  ).data;
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
