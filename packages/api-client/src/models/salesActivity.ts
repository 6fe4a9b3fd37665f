import { SALES_METRICS, type SalesActivity } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { id, optionalNumber } from './fields.ts';

/** One imported sales-activity figure of a brand (ours: GET /api/brands/{id}/sales-activity). */
export const salesActivityModel: RecordModel<SalesActivity> =
  /* @__PURE__ */ defineModel<SalesActivity>()({
    name: 'sales activity',
    schema: v.looseObject({
      id,
      brand_id: id,
      date: v.string(),
      creator: v.string(),
      metric: v.picklist(SALES_METRICS),
      value: v.number(),
      imported_at: v.string(),
      imported_by: optionalNumber,
    }),
  });

/** What an import (or its dry run) takes and refuses, line by line, in the `data` envelope. */
export const salesActivityCheckSchema = /* @__PURE__ */ v.pipe(
  v.object({
    data: v.object({
      dry_run: v.boolean(),
      accepted: v.array(
        v.object({
          line: v.number(),
          date: v.string(),
          creator: v.string(),
          metric: v.picklist(SALES_METRICS),
          value: v.number(),
        }),
      ),
      refused: v.array(v.object({ line: v.number(), reason: v.string() })),
    }),
  }),
  v.transform((body) => body.data),
);
