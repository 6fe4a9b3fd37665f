import type { Contact } from '@airtime/domain';
import {
  type ContactListQuery,
  type ContactSubjectSegment,
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from '../endpoints/contacts.ts';
import type { CallInput } from '../endpoints/defineCall.ts';
import { useInfiniteList } from '../swr/createHooks.ts';
import { useListMutation } from './useListMutation.ts';

const contactsPath = (params: { subjectType: number | string; subjectId: number | string }) =>
  `/api/${params.subjectType}/${params.subjectId}/contacts`;

/** A record's contacts: `useContacts('brands', 12)`; a `null` id waits. */
export function useContacts(
  subjectType: ContactSubjectSegment,
  subjectId: number | null,
  query?: ContactListQuery,
) {
  const input: CallInput<typeof listContacts> | null =
    subjectId === null
      ? null
      : { params: { subjectType, subjectId }, ...(query === undefined ? {} : { query }) };
  // useInfiniteList types its input without path params (its call's path is `string`), though it
  // passes them on: the cast only widens what it accepts.
  return useInfiniteList(
    listContacts,
    input as Parameters<typeof useInfiniteList<Contact, ContactListQuery>>[1],
  );
}

// Any contact write may change the others' primary flag, so each refetches the whole list.

/** Adds a contact to a record; its contacts refetch. */
export function useCreateContact() {
  return useListMutation(createContact, ({ params }) => [contactsPath(params)]);
}

/** Changes a contact; its record's contacts refetch. */
export function useUpdateContact() {
  return useListMutation(updateContact, ({ params }) => [contactsPath(params)]);
}

/** Deletes a contact; its record's contacts refetch. */
export function useDeleteContact() {
  return useListMutation(deleteContact, ({ params }) => [contactsPath(params)]);
}
