import { useQuery, useUpdateCreator } from '@airtime/api-client';
import { searchUsers } from '@airtime/api-client/calls';
import { Select, SelectItem, Stack, TextArea, TextField, toast } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { FormErrorBanner } from '../../../features/forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../../../features/forms/formErrors.ts';
import { useFormErrors } from '../../../features/forms/useFormErrors.ts';
import { formWidth } from '../agency.css.ts';
import { type CreatorFormField, readEmails, validateCreatorForm } from './validateCreatorForm.ts';

const NONE = 'none';
// Agency staff are a few dozen people: one page holds them all.
const STAFF_QUERY = { query: { business_role: ['ops'], per_page: 50, sort: 'name' as const } };

interface Values {
  readonly name: string;
  readonly emails: string;
  readonly repCm: string;
  readonly repTcp: string;
}

function valuesOf(creator: Creator): Values {
  return {
    name: creator.name,
    emails: creator.outreach_emails.join('\n'),
    repCm: creator.rep_cm === null ? NONE : String(creator.rep_cm),
    repTcp: creator.rep_tcp === null ? NONE : String(creator.rep_tcp),
  };
}

const repId = (key: string) => (key === NONE ? null : Number(key));

// Each value's field as the server names it in its refusals.
const FIELD_OF: Readonly<Record<keyof Values, CreatorFormField>> = {
  name: 'name',
  emails: 'outreach_emails',
  repCm: 'rep_cm',
  repTcp: 'rep_tcp',
};
const FIELDS = Object.values(FIELD_OF);

/**
 * Edits a creator's name, outreach emails and reps. Checks inline before sending; when the
 * server refuses, its messages show under the fields and what the user typed stays.
 */
export function CreatorForm({ creator }: { readonly creator: Creator }) {
  const [values, setValues] = useState<Values>(() => valuesOf(creator));
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const update = useUpdateCreator();
  const staff = useQuery(searchUsers, STAFF_QUERY);
  const people = staff.data?.data ?? [];

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(FIELD_OF[field]);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(validateCreatorForm(values, creator.outreach_emails.length > 0))) return;
    const emails = readEmails(values.emails);
    try {
      await update.trigger({
        params: { id: creator.id },
        body: {
          name: values.name.trim(),
          // Form data cannot carry an empty list: with no address the field stays as it was.
          ...(emails.length === 0 ? {} : { outreach_emails: emails }),
          rep_cm: repId(values.repCm),
          rep_tcp: repId(values.repTcp),
        },
      });
      toast.success('Creator saved');
    } catch (error) {
      // What was typed stays for another try.
      refuse(error);
    }
  }

  return (
    <Stack
      as="form"
      className={formWidth}
      onSubmit={submit}
      noValidate
      aria-label="Creator details"
    >
      <FormErrorBanner title="The creator was not saved." message={errors.form} />
      <TextField
        label="Name"
        isRequired
        value={values.name}
        onChange={change('name')}
        {...fieldErrorProps(errors.fields.name)}
      />
      <TextArea
        label="Outreach emails"
        description="One address per line; the agency writes to these when reaching out."
        value={values.emails}
        onChange={change('emails')}
        {...fieldErrorProps(errors.fields.outreach_emails)}
      />
      {(['repCm', 'repTcp'] as const).map((field) => (
        <Select
          key={field}
          label={field === 'repCm' ? 'Creator manager' : 'Airtime rep'}
          value={values[field]}
          onChange={(key) => change(field)(String(key ?? NONE))}
          isLoading={staff.isLoading}
          {...fieldErrorProps(errors.fields[FIELD_OF[field]])}
        >
          {[
            <SelectItem key={NONE} id={NONE}>
              Nobody
            </SelectItem>,
            ...people.map((person) => (
              <SelectItem key={person.id} id={String(person.id)}>
                {`${person.firstname} ${person.lastname}`}
              </SelectItem>
            )),
          ]}
        </Select>
      ))}
      <FormActions submitLabel="Save creator" isPending={update.isMutating} />
    </Stack>
  );
}
