import { type Contact, getAppType, type SubjectType } from '@airtime/domain';
import { forbidden, found, HttpError } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { subjectExists } from '../store/subjects.ts';

// Contacts (spec §7 '/api/{subjectType}/{subjectId}/contacts'): the people to reach at an agency,
// a brand or a creator. The subject type is the resource's URL name: agencies, brands, creators
// (or publishers, the API's word for creators); singular forms work too. Agency staff see and
// manage every contact; brand users those of their brands; creator users those of their creators.
// The first contact of a subject is its primary one; making another primary demotes the old one.

type ContactSubject = Extract<SubjectType, 'agency' | 'brand' | 'creator'>;

const SUBJECT_TYPES_BY_SEGMENT: Readonly<Record<string, ContactSubject>> = {
  agencies: 'agency',
  agency: 'agency',
  brands: 'brand',
  brand: 'brand',
  creators: 'creator',
  creator: 'creator',
  publishers: 'creator',
  publisher: 'creator',
};

const SUBJECT_NAMES: Readonly<Record<ContactSubject, string>> = {
  agency: 'Agency',
  brand: 'Brand',
  creator: 'Creator',
};

const CONTACT_LIST: ListSpec<Contact> = {
  sorts: {
    name: (row) => row.name,
    is_primary: (row) => row.is_primary,
    created_at: (row) => row.created_at,
    id: (row) => row.id,
  },
  defaultSort: 'name',
  defaultPerPage: 100,
};

const contactFields = {
  name: v.string({ max: 255 }),
  email: v.email().nullable(),
  phone: v
    .string({
      max: 40,
      pattern: /^\+?[\d\s().-]{3,40}$/,
      patternMessage: 'The :attribute field must be a phone number.',
    })
    .nullable(),
  title: v.string({ max: 255 }).nullable(),
  is_primary: v.boolean(),
};

function mayUseContactsOf(user: StoredUser, type: ContactSubject, id: number): boolean {
  switch (getAppType(user.business_role)) {
    case 'agency':
      return true;
    case 'brand':
      return type === 'brand' && user.brand_ids.includes(id);
    case 'creator':
      return type === 'creator' && user.creator_ids.includes(id);
  }
}

type ContactsPath = '/api/:subjectType/:subjectId/contacts';
type ContactPath = '/api/:subjectType/:subjectId/contacts/:id';

/** The subject in the path, checked: 404 for an unknown type or record, 403 for another's. */
function subjectOf(context: UserContext<ContactsPath> | UserContext<ContactPath>): {
  type: ContactSubject;
  id: number;
} {
  const segment = context.params.subjectType.toLowerCase();
  const type = Object.hasOwn(SUBJECT_TYPES_BY_SEGMENT, segment)
    ? SUBJECT_TYPES_BY_SEGMENT[segment]
    : undefined;
  if (type === undefined)
    throw new HttpError(404, `Contacts of ${segment.slice(0, 40)} do not exist.`);
  const id = context.id('subjectId');
  found(subjectExists(context.store, type, id) ? id : undefined, SUBJECT_NAMES[type], id);
  if (!mayUseContactsOf(context.user, type, id))
    forbidden(`You do not have access to the contacts of this ${type}.`);
  return { type, id };
}

/** A contact of the path's subject, or 404. */
function contactOf(context: UserContext<ContactPath>): Contact {
  const subject = subjectOf(context);
  const contactId = context.id('id');
  const contact = context.store.contacts.get(contactId);
  const belongs = contact?.subject_type === subject.type && contact.subject_id === subject.id;
  return found(belongs ? contact : undefined, 'Contact', contactId);
}

/** Clears the primary flag of a subject's other contacts. */
function demoteOthers(store: Store, contact: Contact, at: string): void {
  for (const other of store.contacts.lookup(
    'subject',
    subjectKey(contact.subject_type, contact.subject_id),
  )) {
    if (other.id !== contact.id && other.is_primary)
      store.contacts.update(other.id, { is_primary: false, updated_at: at });
  }
}

export const contactRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/:subjectType/:subjectId/contacts',
    handle(context) {
      const { type, id } = subjectOf(context);
      const filters = readFilters(context.query, {
        s: v.string({ max: 255 }),
        is_primary: v.boolean(),
      });
      const needle = filters.s?.toLowerCase();
      const rows = context.store.contacts
        .lookup('subject', subjectKey(type, id))
        .filter(
          (contact) =>
            (filters.is_primary === undefined || contact.is_primary === filters.is_primary) &&
            (needle === undefined ||
              contact.name.toLowerCase().includes(needle) ||
              contact.email?.toLowerCase().includes(needle) === true),
        );
      const page = paginate(rows, readListQuery(context.query, CONTACT_LIST), CONTACT_LIST);
      return json(toListResponse(page, (contact) => contact));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/:subjectType/:subjectId/contacts',
    async handle(context) {
      const { store } = context;
      const { type, id } = subjectOf(context);
      const input = validate(await context.body(), {
        ...contactFields,
        name: contactFields.name.required(),
      });
      const now = context.nowIso();
      const first = store.contacts.count('subject', subjectKey(type, id)) === 0;
      const contact = store.contacts.insert({
        subject_type: type,
        subject_id: id,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        title: input.title ?? null,
        is_primary: input.is_primary ?? first,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      if (contact.is_primary) demoteOthers(store, contact, now);
      return json({ data: contact }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/:subjectType/:subjectId/contacts/:id',
    async handle(context) {
      const contact = contactOf(context);
      const input = validate(await context.body(), contactFields);
      requireSomeField(input);
      const now = context.nowIso();
      const updated =
        context.store.contacts.update(contact.id, { ...input, updated_at: now }) ?? contact;
      if (input.is_primary === true) demoteOthers(context.store, updated, now);
      return json({ data: updated });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/:subjectType/:subjectId/contacts/:id',
    handle(context) {
      const { store } = context;
      const contact = contactOf(context);
      const at = context.nowIso();
      store.contacts.remove(contact.id, at);
      // A subject with contacts keeps a primary one: the oldest remaining takes over.
      const next = store.contacts.lookup(
        'subject',
        subjectKey(contact.subject_type, contact.subject_id),
      )[0];
      if (contact.is_primary && next !== undefined && !next.is_primary)
        store.contacts.update(next.id, { is_primary: true, updated_at: at });
      return noContent();
    },
  }),
].map(anyRoute);
