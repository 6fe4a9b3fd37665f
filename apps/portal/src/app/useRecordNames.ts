import { useAgency, useBrand, useCreator, useQuery } from '@airtime/api-client';
import { listChannels } from '@airtime/api-client/calls';
import { useParams } from 'react-router';
import type { RecordNames } from './useRouteTitles.ts';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The names of the records the current path names, null while they load (decisions §2). */
export function useRecordNames(): RecordNames {
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
