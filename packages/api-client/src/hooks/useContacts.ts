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
import { type CallParams, matchesCall } from '../swr/keys.ts';

/** A record's contact lists; the writes' params name the record as the list's do. */
const contactsOf = (params: CallParams<typeof listContacts>) => [matchesCall(listContacts, params)];

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
  return useApiMutation(createContact, ({ params }) => contactsOf(params));
}

/** Changes a contact; its record's contacts refetch. */
export function useUpdateContact() {
  return useApiMutation(updateContact, ({ params }) => contactsOf(params));
}

/** Deletes a contact; its record's contacts refetch. */
export function useDeleteContact() {
  return useApiMutation(deleteContact, ({ params }) => contactsOf(params));
}
