import { useUpdateEvent } from '@airtime/api-client';
import { Stack, TextField } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../forms/FormActions.tsx';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';

const FIELDS = ['title', 'url'] as const;

/**
 * The event's description (its title) and video link, changed in place (PUT /api/events/{id}):
 * a refusal shows under its field and keeps what was typed. Read Only users read them.
 */
export function EventDetailsForm({
  event,
  mayWrite,
}: {
  readonly event: Event;
  readonly mayWrite: boolean;
}) {
  const update = useUpdateEvent();
  const [title, setTitle] = useState(event.title);
  const [url, setUrl] = useState(event.url ?? '');
  const [status, setStatus] = useState('');
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);

  async function submit(form: FormEvent) {
    form.preventDefault();
    if (!mayWrite || update.isMutating) return;
    if (!check(title.trim() === '' ? { title: 'Enter what the event is called.' } : {})) return;
    try {
      await update.trigger({
        params: { id: event.id },
        body: { title: title.trim(), url: url.trim() === '' ? null : url.trim() },
      });
      setStatus('Event saved.');
    } catch (error) {
      refuse(error);
    }
  }

  const edit = (field: (typeof FIELDS)[number]) => {
    clear(field);
    setStatus('');
  };
  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label="Event details">
      <FormErrorBanner title="Event not saved." message={errors.form} />
      <TextField
        label="Description"
        description="The event's title, as the lists show it."
        isReadOnly={!mayWrite}
        value={title}
        onChange={(value) => {
          setTitle(value);
          edit('title');
        }}
        {...fieldErrorProps(errors.fields.title)}
      />
      <TextField
        label="Video URL"
        type="url"
        isReadOnly={!mayWrite}
        value={url}
        onChange={(value) => {
          setUrl(value);
          edit('url');
        }}
        {...fieldErrorProps(errors.fields.url)}
      />
      {mayWrite && (
        <FormActions submitLabel="Save event" isPending={update.isMutating} status={status} />
      )}
    </Stack>
  );
}
