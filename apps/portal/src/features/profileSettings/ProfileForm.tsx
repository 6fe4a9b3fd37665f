import { useUpdateUser } from '@airtime/api-client';
import { Avatar, TextField } from '@airtime/design-system';
import type { UserProfile } from '@airtime/domain';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { SettingsFormEnd } from './SettingsFormEnd.tsx';
import * as styles from './settings.css.ts';

type Field = 'firstname' | 'lastname' | 'avatar';
const FIELDS: readonly Field[] = ['firstname', 'lastname', 'avatar'];

/** The own name and avatar; the server's refusals show under their fields, typed values kept. */
export function ProfileForm({ profile }: { readonly profile: UserProfile }) {
  const headingId = useId();
  const update = useUpdateUser();
  const [firstname, setFirstname] = useState(profile.firstname);
  const [lastname, setLastname] = useState(profile.lastname);
  const [avatar, setAvatar] = useState<File | null>(null);
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const required = {
      ...(firstname.trim() === '' ? { firstname: 'First name is required.' } : {}),
      ...(lastname.trim() === '' ? { lastname: 'Last name is required.' } : {}),
    };
    if (!check(required)) return;
    try {
      await update.trigger({
        params: { id: profile.id },
        body: {
          firstname: firstname.trim(),
          lastname: lastname.trim(),
          ...(avatar ? { avatar } : {}),
        },
      });
      setSaved(true);
    } catch (error) {
      // What was typed stays for another try.
      refuse(error);
    }
  };

  const edit = (field: Field) => {
    setSaved(false);
    clear(field);
  };
  const text = (
    field: 'firstname' | 'lastname',
    label: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <TextField
      label={label}
      value={value}
      onChange={(next) => {
        set(next);
        edit(field);
      }}
      isRequired
      {...fieldErrorProps(errors.fields[field])}
    />
  );
  const avatarError = errors.fields.avatar;

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={headingId} className={styles.heading}>
        Profile
      </h3>
      <div className={styles.row}>
        {text('firstname', 'First name', firstname, setFirstname)}
        {text('lastname', 'Last name', lastname, setLastname)}
      </div>
      <div className={styles.avatarRow}>
        <Avatar
          name={`${firstname} ${lastname}`}
          src={profile.avatar}
          size={10}
          aria-hidden="true"
        />
        <label className={styles.fileField}>
          Avatar
          <input
            type="file"
            accept="image/*"
            aria-invalid={avatarError !== undefined}
            onChange={(event) => {
              setAvatar(event.target.files?.[0] ?? null);
              edit('avatar');
            }}
          />
        </label>
      </div>
      {avatarError !== undefined && <p className={styles.error}>{avatarError}</p>}
      <SettingsFormEnd
        error={errors.form}
        success={saved ? 'Profile saved.' : null}
        submitLabel="Save profile"
        isPending={update.isMutating}
      />
    </form>
  );
}
