import { getCampaign, listCampaigns } from '../endpoints/campaigns.ts';
import { createIoDocument, getIoDocument, getIoDocumentDraft } from '../endpoints/ioDocuments.ts';
import { useApiMutation, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** A campaign's IO document; `error.status` 404 while it has none; `null` waits. */
export function useIoDocument(campaignId: number | null) {
  return useQuery(getIoDocument, campaignId === null ? null : { params: { id: campaignId } });
}

/** The draft the IO modal opens with (suggested number, unaired events, total); `null` waits. */
export function useIoDocumentDraft(campaignId: number | null) {
  return useQuery(
    getIoDocumentDraft,
    campaignId === null ? null : { params: { id: campaignId } },
    // A draft is read when the modal opens; refetching on focus would reset what it shows.
    { revalidateOnFocus: false },
  );
}

/**
 * Creates or replaces a campaign's IO; the document, its draft and the campaign (io_status,
 * group) refetch.
 */
export function useCreateIoDocument() {
  return useApiMutation(createIoDocument, ({ params }) => [
    matchesCall(getIoDocument, params),
    matchesCall(getIoDocumentDraft, params),
    listCampaigns,
    matchesCall(getCampaign, params),
  ]);
}
