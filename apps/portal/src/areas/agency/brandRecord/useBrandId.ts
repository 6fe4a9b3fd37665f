import { useParams } from 'react-router';

/** A `:brandId` route parameter as a number, or null when it is not a positive integer. */
export function parseBrandId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The brand of the current detail page. AgencyBrandLayout renders no page for a malformed id, so inside
 * a page it is always a number.
 */
export function useBrandId(): number {
  const id = parseBrandId(useParams().brandId);
  if (id === null) throw new Error('A brand page rendered outside a valid /agency/brands/:brandId');
  return id;
}
