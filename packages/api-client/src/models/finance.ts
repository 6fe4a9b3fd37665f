import { INVOICE_STATUSES, type Invoice, PAYOUT_STATUSES, type Payout } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { brandModel } from './brand.ts';
import { creatorModel, paymentPreferenceModel } from './creator.ts';
import { id, optionalNumber, optionalText, softDeleted, timestamps } from './fields.ts';

/** A status move (to what, when, by whom); ours. Older records without any read as none. */
const statusChanges = <S extends string>(statuses: readonly [S, ...S[]]) =>
  v.optional(
    v.array(v.object({ status: v.picklist(statuses), at: v.string(), by: optionalText })),
    [],
  );

/** A brand invoice (Finance > Brand Invoicing); no call of spec §7 lists them yet. */
export const invoiceModel: RecordModel<Invoice> = /* @__PURE__ */ defineModel<Invoice>()({
  name: 'invoice',
  schema: v.looseObject({
    id,
    brand_id: id,
    number: v.string(),
    status: v.picklist(INVOICE_STATUSES),
    period_start: v.string(),
    period_end: v.string(),
    issued_on: optionalText,
    due_on: optionalText,
    amount: v.number(),
    events_count: v.number(),
    event_ids: v.optional(v.array(id), []),
    paid_at: optionalText,
    status_changes: statusChanges(INVOICE_STATUSES),
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    brand: { kind: 'one', model: () => brandModel, key: 'brand_id', from: 'brands' },
  },
});

/** A creator payout (Finance > Creator Payout); no call of spec §7 lists them yet. */
export const payoutModel: RecordModel<Payout> = /* @__PURE__ */ defineModel<Payout>()({
  name: 'payout',
  schema: v.looseObject({
    id,
    publisher_id: id,
    payment_preference_id: optionalNumber,
    status: v.picklist(PAYOUT_STATUSES),
    period_start: v.string(),
    period_end: v.string(),
    amount: v.number(),
    events_count: v.number(),
    event_ids: v.optional(v.array(id), []),
    sent_at: v.optional(optionalText, null),
    paid_at: optionalText,
    status_changes: statusChanges(PAYOUT_STATUSES),
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    creator: { kind: 'one', model: () => creatorModel, key: 'publisher_id', from: 'creators' },
    paymentPreference: {
      kind: 'one',
      model: () => paymentPreferenceModel,
      key: 'payment_preference_id',
      from: 'payment_preferences',
    },
  },
});
