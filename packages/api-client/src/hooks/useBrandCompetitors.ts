import { getBrandCompetitors, updateBrandCompetitors } from '../endpoints/brandCompetitors.ts';
import { useApiMutation, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** A brand's competitors and conflict window; `null` waits. */
export function useBrandCompetitors(brandId: number | null) {
  return useQuery(getBrandCompetitors, brandId === null ? null : { params: { id: brandId } });
}

/** Changes a brand's competitors or window; the brand's setting refetches. */
export function useUpdateBrandCompetitors() {
  return useApiMutation(updateBrandCompetitors, ({ params }) => [
    matchesCall(getBrandCompetitors, params),
  ]);
}
