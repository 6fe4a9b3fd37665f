import type {
  Agency,
  Brand,
  BrandCustomMetricType,
  BrandStats,
  CustomMetricFormat,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { assigneeModel } from './assignee.ts';
import { industryModel } from './dictionaries.ts';
import {
  everyOf,
  flag,
  id,
  optionalNumber,
  optionalText,
  softDeleted,
  timestamps,
} from './fields.ts';
import { threadModel } from './messaging.ts';
import { userSummaryModel } from './user.ts';

// A brand embeds its agencies and an agency its brands, so both models live in this module: apart,
// they would import each other in a circle.

/**
 * A brand. Lists embed its agencies and send the representative in `included.users`; the detail
 * call embeds the representative, industry, custom metric types and threads.
 */
export const brandModel: RecordModel<Brand> = /* @__PURE__ */ defineModel<Brand>()({
  name: 'brand',
  schema: v.looseObject({
    id,
    name: v.string(),
    logo: optionalText,
    is_active: flag,
    last_event_date: optionalText,
    representative_id: optionalNumber,
    airtime_customer: flag,
    converted: flag,
    budget: optionalNumber,
    website: optionalText,
    industry_id: optionalNumber,
    // Ours (decisions §9 `connect brand invoicing customer`); a server without it: none connected.
    invoicing_customer: v.optional(
      v.nullable(v.object({ id, name: v.string(), email: optionalText })),
      null,
    ),
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    agencies: { kind: 'many', model: () => agencyModel },
    threads: { kind: 'many', model: () => threadModel },
    customMetricTypes: { kind: 'many', model: () => brandCustomMetricTypeModel },
    representative: {
      kind: 'one',
      model: () => userSummaryModel,
      key: 'representative_id',
      from: 'users',
    },
    industry: { kind: 'one', model: () => industryModel, key: 'industry_id', from: 'industries' },
  },
});

/** A brand's headline figures (GET /api/brand/{id}/stats). */
export const brandStatsModel: RecordModel<BrandStats> = /* @__PURE__ */ defineModel<BrandStats>()({
  name: 'brand stats',
  schema: v.looseObject({
    brand_id: id,
    active_campaigns_count: v.number(),
    creators_count: v.number(),
    aired_events_count: v.number(),
    upcoming_events_count: v.number(),
    total_spend: v.number(),
    total_views: v.number(),
    average_cpm: optionalNumber,
  }),
});

/** A brand's own extra metric. */
export const brandCustomMetricTypeModel: RecordModel<BrandCustomMetricType> =
  /* @__PURE__ */ defineModel<BrandCustomMetricType>()({
    name: 'custom metric type',
    schema: v.looseObject({
      id,
      brand_id: id,
      name: v.string(),
      format: everyOf<CustomMetricFormat>()(['number', 'currency', 'percent']),
      created_at: v.string(),
      ...softDeleted,
    }),
  });

/** An agency; lists embed its rep, the detail call also its brands. */
export const agencyModel: RecordModel<Agency> = /* @__PURE__ */ defineModel<Agency>()({
  name: 'agency',
  schema: v.looseObject({
    id,
    name: v.string(),
    logo: optionalText,
    website: optionalText,
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    rep: { kind: 'one', model: () => assigneeModel },
    brands: { kind: 'many', model: () => brandModel },
  },
});
