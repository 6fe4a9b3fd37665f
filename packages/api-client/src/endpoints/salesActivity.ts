import { list, shape } from '../decode/decoders.ts';
import { salesActivityCheckSchema, salesActivityModel } from '../models/salesActivity.ts';
import { defineCall } from './defineCall.ts';

// A brand's sales activity (ours, decisions §9 `activity import` on brand reporting): rows
// imported from a CSV, checked by the domain's parseSalesActivityCsv on the server. Agency staff
// and the brand's users.

export type SalesActivitySortField = 'date' | 'creator' | 'metric' | 'value' | 'imported_at';
export type SalesActivitySort = SalesActivitySortField | `-${SalesActivitySortField}`;

export interface SalesActivityListQuery {
  /** Default '-date'. */
  readonly sort?: SalesActivitySort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface SalesActivityImportInput {
  /** The CSV, up to 2 MB (a 422 on `file` beyond; a body over 4 MiB is a 413). */
  readonly file: Blob;
  /** Check only: the answer says what would be taken, nothing is stored. */
  readonly dry_run?: boolean;
}

/** GET /api/brands/:id/sales-activity: the imported rows, newest day first. */
export const listSalesActivity = /* @__PURE__ */ defineCall<SalesActivityListQuery>()({
  method: 'GET',
  path: '/api/brands/:id/sales-activity',
  decode: list(salesActivityModel),
});

/** POST /api/brands/:id/sales-activity/import (multipart): the rows taken and refused. */
export const importSalesActivity = /* @__PURE__ */ defineCall<never, SalesActivityImportInput>()({
  method: 'POST',
  path: '/api/brands/:id/sales-activity/import',
  bodyType: 'form',
  decode: shape(salesActivityCheckSchema, 'sales activity import'),
});
