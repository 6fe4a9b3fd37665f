import { useUpdateUser } from '@airtime/api-client';
import { Avatar, Columns, Inline, TextField } from '@airtime/design-system';
import type { UserProfile } from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import { useFormFields } from '../forms/useFormFields.ts';
import { SettingsForm } from './SettingsForm.tsx';
import * as styles from './settings.css.ts';

/** The own name and avatar; the server's refusals show under their fields, typed values kept. */
export function ProfileForm({ profile }: { readonly profile: UserProfile }) {
  const update = useUpdateUser();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);
  const { values, errors, check, refuse, clear, field } = useFormFields(
    { firstname: profile.firstname, lastname: profile.lastname },
    ['avatar'],
    { onEdit: () => setSaved(false) },
  );
  const { firstname, lastname } = values;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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

  const avatarError = errors.fields.avatar;

  return (
    <SettingsForm
      title="Profile"
      onSubmit={(event) => void submit(event)}
      error={errors.form}
      success={saved ? 'Profile saved.' : null}
      submitLabel="Save profile"
      isPending={update.isMutating}
    >
      <Columns minColumnWidth={160} space="md">
        <TextField label="First name" {...field('firstname')} />
        <TextField label="Last name" {...field('lastname')} />
      </Columns>
      <Inline space="md">
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
              setSaved(false);
              clear('avatar');
            }}
          />
        </label>
      </Inline>
      {avatarError !== undefined && <p className={styles.error}>{avatarError}</p>}
    </SettingsForm>
  );
}
