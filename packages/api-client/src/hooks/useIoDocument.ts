import { createIoDocument, getIoDocument, getIoDocumentDraft } from '../endpoints/ioDocuments.ts';
import { useApiMutation, useQuery } from '../swr/createHooks.ts';

const ioPath = (campaignId: number | string) => `/api/campaigns/${campaignId}/io-document`;

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
    ioPath(params.id),
    `${ioPath(params.id)}/create`,
    '/api/new-campaigns',
    `/api/new-campaigns/${params.id}`,
  ]);
}
