import { list, nothing, one } from '../decode/decoders.ts';
import { contactModel } from '../models/contact.ts';
import { defineCall } from './defineCall.ts';

// Contacts (spec §7 '/api/{subjectType}/{subjectId}/contacts'): the people to reach at an agency,
// a brand or a creator. Agency staff manage all; brand users their brands', creator users their
// creators'. The first contact is primary; a new primary one demotes the old.

/** The `{subjectType}` path segment: the resource's URL name ('publishers' is the API's 'creators'). */
export type ContactSubjectSegment = 'agencies' | 'brands' | 'creators' | 'publishers';

export type ContactSortField = 'name' | 'is_primary' | 'created_at' | 'id';
export type ContactSort = ContactSortField | `-${ContactSortField}`;

export interface ContactListQuery {
  /** Text in the name or the email. */
  readonly s?: string;
  readonly is_primary?: boolean;
  /** Default `name`. */
  readonly sort?: ContactSort;
  /** 1 to 100, default 100. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** PUT: any of these (at least one). */
export interface ContactInput {
  readonly name?: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  /** Job title. */
  readonly title?: string | null;
  /** Making one primary demotes the subject's other contacts. */
  readonly is_primary?: boolean;
}

/** POST: the name is required; without `is_primary` the first contact becomes primary. */
export interface ContactCreateInput extends ContactInput {
  readonly name: string;
}

/** Path params: `subjectType` is a ContactSubjectSegment. */
export const listContacts = /* @__PURE__ */ defineCall<ContactListQuery>()({
  method: 'GET',
  path: '/api/:subjectType/:subjectId/contacts',
  decode: list(contactModel),
});

export const createContact = /* @__PURE__ */ defineCall<never, ContactCreateInput>()({
  method: 'POST',
  path: '/api/:subjectType/:subjectId/contacts',
  decode: one(contactModel),
});

export const updateContact = /* @__PURE__ */ defineCall<never, ContactInput>()({
  method: 'PUT',
  path: '/api/:subjectType/:subjectId/contacts/:id',
  decode: one(contactModel),
});

/** Soft-deletes; when it was primary, the oldest remaining contact becomes primary. */
export const deleteContact = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/:subjectType/:subjectId/contacts/:id',
  decode: nothing,
});
