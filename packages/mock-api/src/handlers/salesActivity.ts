import {
  parseSalesActivityCsv,
  SALES_ACTIVITY_MAX_BYTES,
  type SalesActivity,
} from '@airtime/domain';
import { agencyOrBrand } from '../auth/access.ts';
import { visibleBrand } from '../auth/brandVisibility.ts';
import { fieldError } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';

// A brand's sales activity (ours, decisions §9 `activity import` on brand reporting): figures
// imported from a CSV whose rules are the domain's parseSalesActivityCsv, so a preview and the
// import agree. Agency staff and the brand's users. A dry run checks without storing. The 4 MiB
// multipart limit answers 413 before a handler runs; files over 2 MB are a 422 on `file`.

const ACTIVITY_LIST: ListSpec<SalesActivity> = {
  sorts: {
    date: (row) => row.date,
    creator: (row) => row.creator,
    metric: (row) => row.metric,
    value: (row) => row.value,
    imported_at: (row) => row.imported_at,
    id: (row) => row.id,
  },
  defaultSort: '-date',
};

export const salesActivityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/brands/:id/sales-activity',
    access: agencyOrBrand,
    handle(context) {
      const brand = visibleBrand(context, context.id('id'));
      const rows = context.store.salesActivity.lookup('brand_id', brand.id);
      const page = paginate(rows, readListQuery(context.query, ACTIVITY_LIST), ACTIVITY_LIST);
      return json(toListResponse(page, (row) => row));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/brands/:id/sales-activity/import',
    access: agencyOrBrand,
    async handle(context) {
      const { store, user } = context;
      const brand = visibleBrand(context, context.id('id'));
      const input = validate(await context.body(), {
        file: v.file({ maxKilobytes: SALES_ACTIVITY_MAX_BYTES / 1024 }).required(),
        dry_run: v.boolean(),
      });
      const now = context.nowIso();
      const check = parseSalesActivityCsv(await input.file.text(), now.slice(0, 10));
      if (!check.ok) fieldError('file', check.error);
      const dryRun = input.dry_run ?? false;
      if (!dryRun)
        store.batch(() => {
          for (const { line: _line, ...row } of check.accepted)
            store.salesActivity.insert({
              ...row,
              brand_id: brand.id,
              imported_at: now,
              imported_by: user.id,
            });
        });
      return json(
        { data: { dry_run: dryRun, accepted: check.accepted, refused: check.refused } },
        dryRun ? 200 : 201,
      );
    },
  }),
].map(anyRoute);
