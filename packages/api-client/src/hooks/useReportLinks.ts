import {
  createReportLink,
  getSharedReport,
  listReportLinks,
  revokeReportLink,
} from '../endpoints/reportLinks.ts';
import { useApiMutation, useQuery } from '../swr/createHooks.ts';

/** A brand's live report links, newest first; null waits. */
export function useReportLinks(brandId: number | null) {
  return useQuery(listReportLinks, brandId === null ? null : { query: { brand_id: brandId } });
}

/**
 * Makes a signed link to one brand report: `const link = await trigger({ body: { brand_id,
 * report, params, expires_in_days } })` gives its `url`. The brand's list of links refetches.
 */
export function useCreateReportLink() {
  return useApiMutation(createReportLink, [listReportLinks]);
}

/** Revokes a link (`trigger({ params: { id } })`); the lists of links refetch. */
export function useRevokeReportLink() {
  return useApiMutation(revokeReportLink, [listReportLinks]);
}

/**
 * A shared report read through its link's token, without a session; null waits. A refused link
 * (401 changed, 410 expired or revoked) is not asked again: its answer will not change.
 */
export function useSharedReport(token: string | null) {
  return useQuery(getSharedReport, token === null ? null : { params: { token } }, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
