import { useUpdateCreator } from '@airtime/api-client';
import { TextArea, TextField, toast } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { useState } from 'react';
import {
  type CreatorFormField,
  readEmails,
  validateCreatorForm,
} from '../../../features/creators/validateCreatorForm.ts';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { SaveForm } from '../SaveForm.tsx';
import { useSaveForm } from '../useSaveForm.ts';

interface Values {
  readonly name: string;
  readonly emails: string;
}

function valuesOf(creator: Creator): Values {
  return {
    name: creator.name,
    emails: creator.outreach_emails.join('\n'),
  };
}

// Each value's field as the server names it in its refusals.
const FIELD_OF: Readonly<Record<keyof Values, CreatorFormField>> = {
  name: 'name',
  emails: 'outreach_emails',
};
const FIELDS = Object.values(FIELD_OF);

/**
 * Edits a creator's name and outreach emails (its reps are in CreatorTeamCard). Checks inline
 * before sending; when the server refuses, its messages show under the fields and what the user
 * typed stays.
 */
export function CreatorForm({ creator }: { readonly creator: Creator }) {
  const [values, setValues] = useState<Values>(() => valuesOf(creator));
  const update = useUpdateCreator();
  const form = useSaveForm(FIELDS, {
    isPending: update.isMutating,
    validate: () => validateCreatorForm(values, creator.outreach_emails.length > 0),
    save: async () => {
      const emails = readEmails(values.emails);
      await update.trigger({
        params: { id: creator.id },
        body: {
          name: values.name.trim(),
          // Form data cannot carry an empty list: with no address the field stays as it was.
          ...(emails.length === 0 ? {} : { outreach_emails: emails }),
        },
      });
      toast.success('Creator saved');
    },
  });

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(FIELD_OF[field]);
  };

  return (
    <SaveForm label="Creator details" errorTitle="The creator was not saved." form={form}>
      <TextField
        label="Name"
        isRequired
        value={values.name}
        onChange={change('name')}
        {...fieldErrorProps(form.errors.fields.name)}
      />
      <TextArea
        label="Outreach emails"
        description="One address per line; the agency writes to these when reaching out."
        value={values.emails}
        onChange={change('emails')}
        {...fieldErrorProps(form.errors.fields.outreach_emails)}
      />
      <FormActions submitLabel="Save creator" isPending={update.isMutating} />
    </SaveForm>
  );
}
