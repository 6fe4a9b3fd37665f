import {
  type ContactListQuery,
  type ContactSubjectSegment,
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from '../endpoints/contacts.ts';
import type { CallInput } from '../endpoints/defineCall.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';

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
  return useInfiniteList(listContacts, input);
}

// Any contact write may change the others' primary flag, so each refetches the whole list.

/** Adds a contact to a record; its contacts refetch. */
export function useCreateContact() {
  return useApiMutation(createContact, ({ params }) => [contactsPath(params)]);
}

/** Changes a contact; its record's contacts refetch. */
export function useUpdateContact() {
  return useApiMutation(updateContact, ({ params }) => [contactsPath(params)]);
}

/** Deletes a contact; its record's contacts refetch. */
export function useDeleteContact() {
  return useApiMutation(deleteContact, ({ params }) => [contactsPath(params)]);
}
