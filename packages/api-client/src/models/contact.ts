import type { Contact } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { flag, id, optionalText, softDeleted, subjectTypeSchema, timestamps } from './fields.ts';

/** A person to reach at a brand, agency or creator (/api/{subjectType}/{subjectId}/contacts). */
export const contactModel: RecordModel<Contact> = /* @__PURE__ */ defineModel<Contact>()({
  name: 'contact',
  schema: v.looseObject({
    id,
    subject_type: subjectTypeSchema,
    subject_id: id,
    name: v.string(),
    email: optionalText,
    phone: optionalText,
    title: optionalText,
    is_primary: flag,
    ...timestamps,
    ...softDeleted,
  }),
});
