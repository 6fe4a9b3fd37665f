import { list, nothing, one } from '../decode/decoders.ts';
import { integrationModel } from '../models/sales.ts';
import { defineCall } from './defineCall.ts';

// Integrations (spec §7): a brand's connections to sales and analytics services. Agency staff see
// all and change them; brand users see their brands'. One integration per brand and provider.

type Ids = number | readonly number[];

export type IntegrationSortField = 'name' | 'provider' | 'created_at' | 'last_synced_at' | 'id';
export type IntegrationSort = IntegrationSortField | `-${IntegrationSortField}`;

export interface IntegrationListQuery {
  readonly brand_id?: Ids;
  /** Service keys, e.g. 'shopify'. */
  readonly provider?: string | readonly string[];
  readonly is_active?: boolean;
  /** Words of the name. */
  readonly s?: string;
  readonly sort?: IntegrationSort;
  readonly per_page?: number;
  readonly cursor?: string;
}

export interface IntegrationInput {
  readonly brand_id: number;
  /** A service key the server knows, e.g. 'shopify' or 'impact'. */
  readonly provider: string;
  /** The provider's name by default. */
  readonly name?: string;
  readonly is_active?: boolean;
}

export type IntegrationUpdateInput = Partial<IntegrationInput>;

export const listIntegrations = /* @__PURE__ */ defineCall<IntegrationListQuery>()({
  method: 'GET',
  path: '/api/integrations',
  decode: list(integrationModel),
});
export const createIntegration = /* @__PURE__ */ defineCall<never, IntegrationInput>()({
  method: 'POST',
  path: '/api/integrations',
  decode: one(integrationModel),
});
export const updateIntegration = /* @__PURE__ */ defineCall<never, IntegrationUpdateInput>()({
  method: 'PUT',
  path: '/api/integrations/:id',
  decode: one(integrationModel),
});
/** Soft delete; 204. */
export const deleteIntegration = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/integrations/:id',
  decode: nothing,
});
