import { isApiError, searchUsers, useQuery, useUpdateCreator } from '@airtime/api-client';
import {
  Banner,
  Button,
  Select,
  SelectItem,
  TextArea,
  TextField,
  toast,
} from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import * as styles from './creator.css.ts';
import { type CreatorFormErrors, readEmails, validateCreatorForm } from './validateCreatorForm.ts';

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

/**
 * Edits a creator's name, outreach emails and reps. Checks inline before sending; when the
 * server refuses, its messages show under the fields and what the user typed stays.
 */
export function CreatorForm({ creator }: { readonly creator: Creator }) {
  const [values, setValues] = useState<Values>(() => valuesOf(creator));
  const [errors, setErrors] = useState<CreatorFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateCreator();
  const staff = useQuery(searchUsers, STAFF_QUERY);
  const people = staff.data?.data ?? [];

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Errors clear as the user edits the field they belong to.
    const errorField = field === 'emails' ? 'outreach_emails' : field;
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateCreatorForm(values, creator.outreach_emails.length > 0);
    setErrors(found);
    if (Object.values(found).some((message) => message !== undefined)) return;
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
      if (!isApiError(error)) throw error;
      const emailError = Object.entries(error.errors).find(([field]) =>
        field.startsWith('outreach_emails'),
      )?.[1][0];
      const fieldErrors = {
        name: error.fieldError('name'),
        outreach_emails: emailError,
        repCm: error.fieldError('rep_cm'),
        repTcp: error.fieldError('rep_tcp'),
      };
      setErrors(fieldErrors);
      if (Object.values(fieldErrors).every((message) => message === undefined)) {
        setFailure(error.message);
      }
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Creator details">
      {failure !== null && (
        <Banner tone="critical" title="The creator was not saved.">
          {failure}
        </Banner>
      )}
      <TextField
        label="Name"
        isRequired
        value={values.name}
        onChange={change('name')}
        isInvalid={errors.name !== undefined}
        {...(errors.name === undefined ? {} : { errorMessage: errors.name })}
      />
      <TextArea
        label="Outreach emails"
        description="One address per line; the agency writes to these when reaching out."
        value={values.emails}
        onChange={change('emails')}
        isInvalid={errors.outreach_emails !== undefined}
        {...(errors.outreach_emails === undefined ? {} : { errorMessage: errors.outreach_emails })}
      />
      {(['repCm', 'repTcp'] as const).map((field) => (
        <Select
          key={field}
          label={field === 'repCm' ? 'Creator manager' : 'Airtime rep'}
          value={values[field]}
          onChange={(key) => change(field)(String(key ?? NONE))}
          isLoading={staff.isLoading}
          isInvalid={errors[field] !== undefined}
          {...(errors[field] === undefined ? {} : { errorMessage: errors[field] })}
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
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" isPending={update.isMutating} pendingLabel="Saving">
          Save creator
        </Button>
      </div>
    </form>
  );
}
