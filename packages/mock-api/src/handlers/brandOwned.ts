import { inScope, recordScope } from '../auth/recordScope.ts';
import { found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { json } from '../http/responses.ts';
import { includeRows } from '../present/include.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';

// The steps that the calls of records belonging to one brand (integrations, offers, trackers)
// share: agency staff see them all, brand users their brands'. Each resource keeps its own
// filters, validation and writes in its handler.

type BrandOwned = { readonly id: number; readonly brand_id: number };

/** Who may see which brand's records, and which brands a list reads. */
export interface BrandScope {
  /** The brands whose rows the list reads: the `brand_id` filter, else the user's brands; undefined for all. */
  readonly brandIds: readonly number[] | undefined;
  /** Whether the user may see a record of this brand. */
  sees(row: { readonly brand_id: number }): boolean;
}

export function brandScope(
  user: StoredUser,
  brandIdFilter: readonly number[] | undefined,
): BrandScope {
  const scope = recordScope(user);
  return {
    brandIds: brandIdFilter ?? (scope.all ? undefined : [...scope.brandIds]),
    sees: (row) => inScope(scope, row.brand_id),
  };
}

/** The live rows of the brands (each brand once, through the `brand_id` index); all rows for undefined. */
export function rowsOfBrands<T>(
  table: { all(): T[]; lookup(index: 'brand_id', brandId: number): T[] },
  brandIds: readonly number[] | undefined,
): T[] {
  return brandIds === undefined
    ? table.all()
    : [...new Set(brandIds)].flatMap((brandId) => table.lookup('brand_id', brandId));
}

/** A page of the rows as the list envelope, with the brands they belong to in `included.brands`. */
export function brandOwnedListResponse<T extends BrandOwned>(
  store: Store,
  query: URLSearchParams,
  rows: readonly T[],
  list: ListSpec<T>,
): Response {
  const page = paginate(rows, readListQuery(query, list), list);
  return json(
    toListResponse(page, (row) => row, {
      brands: includeRows(
        store.brands,
        page.data.map((row) => row.brand_id),
      ),
    }),
  );
}

/**
 * Soft-deletes a live row (404, `'{what} {id} not found.'`, when there is none) and answers it.
 * The clock is read only once the row is found.
 */
export function softDelete<T extends { readonly id: number }>(
  table: { get(id: number): T | undefined; remove(id: number, at: string): boolean },
  what: string,
  rowId: number,
  nowIso: () => string,
): T {
  const row = found(table.get(rowId), what, rowId);
  table.remove(row.id, nowIso());
  return row;
}
