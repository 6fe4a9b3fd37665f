import {
  useContacts,
  useCreateContact,
  useDeleteContact,
  useUpdateContact,
} from '@airtime/api-client';
import { Checkbox, type ManagedModalProps, TextField, toast } from '@airtime/design-system';
import type { Contact } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { isEmailAddress } from '../forms/isEmailAddress.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { CONTACTS_QUERY, type ContactModalTarget } from './contactsQuery.ts';

export type ContactModalProps = ManagedModalProps & ContactModalTarget;

const FIELDS = ['name', 'title', 'email', 'phone', 'is_primary'] as const;
type Field = (typeof FIELDS)[number];
type TextFieldName = Exclude<Field, 'is_primary'>;

const SUBJECT_NOUNS: Record<ContactModalTarget['subjectType'], string> = {
  agencies: 'agency',
  brands: 'brand',
  creators: 'creator',
  publishers: 'creator',
};

/**
 * The `external user contact` modal (decisions §9): one of a brand's or a creator's contacts
 * added, edited, or deleted after a confirmation. Read Only users see it without the controls.
 */
export function ContactModal({ subjectType, subjectId, contactId, ...modal }: ContactModalProps) {
  const contacts = useContacts(subjectType, subjectId, CONTACTS_QUERY);
  if (contactId === undefined)
    return <ContactForm {...modal} target={{ subjectType, subjectId }} contact={undefined} />;
  const contact = contacts.items.find((item) => item.id === contactId);
  // Waits for the list; a contact deleted meanwhile leaves nothing to show.
  return contact === undefined ? null : (
    <ContactForm {...modal} target={{ subjectType, subjectId }} contact={contact} />
  );
}

function ContactForm({
  target,
  contact,
  ...modal
}: ManagedModalProps & {
  readonly target: Omit<ContactModalTarget, 'contactId'>;
  readonly contact: Contact | undefined;
}) {
  const mayWrite = useMayWrite();
  const create = useCreateContact();
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    name: contact?.name ?? '',
    title: contact?.title ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  });
  const [isPrimary, setPrimary] = useState(contact?.is_primary ?? false);
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const params = { subjectType: target.subjectType, subjectId: target.subjectId };
  const noun = SUBJECT_NOUNS[target.subjectType];
  const close = () => modal.onOpenChange(false);

  async function save() {
    const email = values.email.trim();
    const found: Partial<Record<Field, string>> = {};
    if (values.name.trim() === '') found.name = 'Enter the contact’s name.';
    if (email !== '' && !isEmailAddress(email))
      found.email = 'Enter an email address like name@example.com.';
    if (!check(found)) return;
    const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
    const body = {
      name: values.name.trim(),
      title: orNull(values.title),
      email: orNull(email),
      phone: orNull(values.phone),
      is_primary: isPrimary,
    };
    try {
      if (contact === undefined) await create.trigger({ params, body });
      else await update.trigger({ params: { ...params, id: contact.id }, body });
      toast.success(contact === undefined ? 'Contact added' : 'Contact saved');
      close();
    } catch (error) {
      // What was typed stays; the server's reasons show under the fields or above them.
      refuse(error);
    }
  }

  const field = (name: TextFieldName, label: string, type?: 'email' | 'tel') => (
    <TextField
      label={label}
      isRequired={name === 'name'}
      isReadOnly={!mayWrite}
      {...(type === undefined ? {} : { type })}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        clear(name);
      }}
      {...fieldErrorProps(errors.fields[name])}
    />
  );

  return (
    <FormModal
      {...modal}
      title={contact === undefined ? 'Add a contact' : `Edit ${contact.name}`}
      submitLabel={contact === undefined ? 'Add contact' : 'Save contact'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
      deletion={
        contact === undefined
          ? undefined
          : {
              title: `Delete ${contact.name}?`,
              message: `The contact is removed from the ${noun}. When it was the primary one, the oldest other contact becomes primary.`,
              confirmLabel: 'Delete contact',
              onConfirm: async () => {
                await remove.trigger({ params: { ...params, id: contact.id } });
                toast.success('Contact deleted');
                close();
              },
            }
      }
    >
      {field('name', 'Name')}
      {field('title', 'Job title')}
      {field('email', 'Email', 'email')}
      {field('phone', 'Phone', 'tel')}
      <Checkbox
        isSelected={isPrimary}
        onChange={(selected) => {
          setPrimary(selected);
          clear('is_primary');
        }}
        isDisabled={!mayWrite}
        description={`The ${noun}’s main contact; making this one primary demotes the other.`}
      >
        Primary contact
      </Checkbox>
    </FormModal>
  );
}
