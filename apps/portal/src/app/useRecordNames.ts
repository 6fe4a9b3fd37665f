import { useQuery } from '@airtime/api-client';
import { getAgency, getBrand, getCreator, listChannels } from '@airtime/api-client/calls';
import { useParams } from 'react-router';
import type { RecordNames } from './useRouteTitles.ts';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What titles a record's route once its load failed: an unknown record must not stay "Loading...". */
export const MISSING_RECORD_TITLE = 'Not found';
export const UNAVAILABLE_RECORD_TITLE = 'Unavailable';

/** A record's name; null while it loads; a plain word once its load failed. */
function nameOf(
  result: { readonly data?: { readonly name: string } | undefined; readonly error?: unknown },
  missing = false,
): string | null {
  if (result.data !== undefined) return result.data.name;
  if (missing) return MISSING_RECORD_TITLE;
  if (result.error === undefined) return null;
  const status = (result.error as { readonly status?: unknown }).status;
  return status === 404 ? MISSING_RECORD_TITLE : UNAVAILABLE_RECORD_TITLE;
}

/**
 * The names of the records the current path names (decisions §2): null while they load, "Not
 * found" for an unknown one, "Unavailable" when its load failed otherwise.
 */
export function useRecordNames(): RecordNames {
  const params = useParams();
  // The calls rather than useAgency, useBrand and useCreator, whose modules bring every call of
  // their resource (and its models) into the shell that shows these names.
  const agencyId = idOf(params.agencyId);
  const brandId = idOf(params.brandId);
  const creatorId = idOf(params.creatorId);
  const channelId = idOf(params.channelId);
  const agency = useQuery(getAgency, agencyId === null ? null : { params: { id: agencyId } });
  const brand = useQuery(getBrand, brandId === null ? null : { params: { id: brandId } });
  const creator = useQuery(getCreator, creatorId === null ? null : { params: { id: creatorId } });
  const channels = useQuery(
    listChannels,
    channelId === null ? null : { query: { ids: [channelId] } },
  );
  const channel = channels.data?.data[0];
  // A path id that is no id at all ('/agency/brands/abc') names no record.
  const malformed = (param: string | undefined, id: number | null) =>
    param !== undefined && id === null;
  return {
    agency: nameOf(agency, malformed(params.agencyId, agencyId)),
    brand: nameOf(brand, malformed(params.brandId, brandId)),
    creator: nameOf(creator, malformed(params.creatorId, creatorId)),
    channel: nameOf(
      { data: channel, error: channels.error },
      malformed(params.channelId, channelId) ||
        (channels.data !== undefined && channel === undefined),
    ),
  };
}
