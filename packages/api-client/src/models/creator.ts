import {
  type Channel,
  CONTENT_TYPE_IDS,
  CREATOR_GENDERS,
  type Creator,
  PAYMENT_PREFERENCE_TYPES,
  type PaymentPreference,
  type SelectableCreator,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { flag, id, optionalNumber, optionalText, softDeleted, timestamps } from './fields.ts';
import { threadModel } from './messaging.ts';
import { processModel } from './process.ts';

/**
 * A creator (publisher). Lists embed its channels and send its CM and rep in `included.users`;
 * the detail call adds payment preferences, threads and (agency staff) the conversion process.
 */
export const creatorModel: RecordModel<Creator> = /* @__PURE__ */ defineModel<Creator>()({
  name: 'creator',
  schema: v.looseObject({
    id,
    name: v.string(),
    logo: optionalText,
    rep_cm: optionalNumber,
    rep_tcp: optionalNumber,
    outreach_emails: v.array(v.string()),
    converted: flag,
    // The profile: absent from older records, null when not recorded.
    age: v.optional(optionalNumber),
    country: v.optional(optionalText),
    gender: v.optional(v.nullable(v.picklist(CREATOR_GENDERS))),
    address: v.optional(optionalText),
    phone: v.optional(optionalText),
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    channels: { kind: 'many', model: () => channelModel },
    paymentPreferences: { kind: 'many', model: () => paymentPreferenceModel },
    threads: { kind: 'many', model: () => threadModel },
    conversionProcess: { kind: 'one', model: () => processModel },
  },
});

/** The platforms a channel can be on, content types 1 to 12 (spec §2). */
const contentTypeIdSchema = /* @__PURE__ */ v.picklist(CONTENT_TYPE_IDS);

/**
 * A creator's content channel (/api/content). Lists send its creator in `included.creators`;
 * not required, since a creator's own channels come embedded in it without one.
 */
export const channelModel: RecordModel<Channel> = /* @__PURE__ */ defineModel<Channel>()({
  name: 'channel',
  schema: v.looseObject({
    id,
    publisher_id: id,
    content_type_id: contentTypeIdSchema,
    name: v.string(),
    handle: optionalText,
    url: optionalText,
    logo: optionalText,
    subscribers_count: optionalNumber,
    ...timestamps,
    ...softDeleted,
  }),
  relations: {
    creator: { kind: 'one', model: () => creatorModel, key: 'publisher_id', from: 'creators' },
  },
});

/** How a creator wants to be paid (/api/payment_preferences); types 0 to 4 (spec §3). */
export const paymentPreferenceModel: RecordModel<PaymentPreference> =
  /* @__PURE__ */ defineModel<PaymentPreference>()({
    name: 'payment preference',
    schema: v.looseObject({
      id,
      publisher_id: id,
      type: v.picklist(PAYMENT_PREFERENCE_TYPES),
      is_primary: flag,
      payee_name: optionalText,
      details: optionalText,
      ...timestamps,
    }),
  });

/** A creator a creator-app user may switch to (GET /api/creator/creators-with-access). */
export const selectableCreatorModel: RecordModel<SelectableCreator> =
  /* @__PURE__ */ defineModel<SelectableCreator>()({
    name: 'selectable creator',
    schema: v.looseObject({ id, name: v.string(), logo: optionalText }),
  });
