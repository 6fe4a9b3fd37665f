import type { CustomMetricFormat } from '@airtime/domain';
import { nothing, one } from '../decode/decoders.ts';
import { brandCustomMetricTypeModel } from '../models/brand.ts';
import { defineCall } from './defineCall.ts';

// A brand's custom metric types (spec §7): agency staff manage any brand's, brand users their
// own brands'. They are read through the brand (GET /api/brands/:id, `customMetricTypes`).

export interface BrandMetricTypeInput {
  /** Unique within the brand, any case; up to 100 characters. */
  readonly name?: string;
  /** Default 'number'. */
  readonly format?: CustomMetricFormat;
}

export interface BrandMetricTypeCreateInput extends BrandMetricTypeInput {
  readonly name: string;
  /** Default: the brand chosen with POST /api/brand/select. */
  readonly brand_id?: number;
}

/** POST /api/brand/metric-types: 201 with the metric type. */
export const createBrandMetricType = /* @__PURE__ */ defineCall<
  never,
  BrandMetricTypeCreateInput
>()({
  method: 'POST',
  path: '/api/brand/metric-types',
  decode: one(brandCustomMetricTypeModel),
});

/** PUT /api/brand/metric-types/:id: renames or reformats it (at least one field). */
export const updateBrandMetricType = /* @__PURE__ */ defineCall<never, BrandMetricTypeInput>()({
  method: 'PUT',
  path: '/api/brand/metric-types/:id',
  decode: one(brandCustomMetricTypeModel),
});

/** DELETE /api/brand/metric-types/:id: 204 (soft delete). */
export const deleteBrandMetricType = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/brand/metric-types/:id',
  decode: nothing,
});
