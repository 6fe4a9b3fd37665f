import type { InvoicingCustomer } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { id, optionalText } from './fields.ts';

/** A customer of the agency's invoicing system (ours: GET /api/invoicing/customers). */
export const invoicingCustomerModel: RecordModel<InvoicingCustomer> =
  /* @__PURE__ */ defineModel<InvoicingCustomer>()({
    name: 'invoicing customer',
    schema: v.looseObject({ id, name: v.string(), email: optionalText, external_id: v.string() }),
  });
