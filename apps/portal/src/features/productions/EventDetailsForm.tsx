import { useUpdateEvent } from '@airtime/api-client';
import { Stack, TextField } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import { type FormEvent, useState } from 'react';
import { useBookingConflictCheck } from '../booking/useBookingConflictCheck.tsx';
import { FormActions } from '../forms/FormActions.tsx';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';

const FIELDS = ['title', 'url', 'planned_date', 'booked_despite'] as const;

/**
 * The event's description (its title), video link and planned day, changed in place (PUT
 * /api/events/{id}): a refusal shows under its field and keeps what was typed. Moving a booked
 * event that has not aired checks for competitors' events first (issue 23). Read Only users
 * read them.
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
  const [plannedDate, setPlannedDate] = useState(event.planned_date ?? '');
  const booking = useBookingConflictCheck();
  const [status, setStatus] = useState('');
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);

  async function submit(form: FormEvent) {
    form.preventDefault();
    if (!mayWrite || update.isMutating || booking.isChecking) return;
    const found: Partial<Record<(typeof FIELDS)[number], string>> = {};
    if (title.trim() === '') found.title = 'Enter what the event is called.';
    if (plannedDate === '' && event.planned_date !== null)
      found.planned_date = 'Enter the day it airs.';
    if (!check(found)) return;
    const moved = plannedDate !== '' && plannedDate !== (event.planned_date ?? '');
    try {
      // Moving a booked event that has not aired: competitors' events near the new day first.
      const bookedDespite =
        moved && event.brand_id !== null && event.aired_date === null
          ? await booking.confirmBooking({
              brand_id: event.brand_id,
              publisher_id: event.publisher_id,
              date: plannedDate,
              event_id: event.id,
            })
          : undefined;
      if (bookedDespite === null) return;
      await update.trigger({
        params: { id: event.id },
        body: {
          title: title.trim(),
          url: url.trim() === '' ? null : url.trim(),
          ...(moved ? { planned_date: plannedDate } : {}),
          ...(bookedDespite === undefined ? {} : { booked_despite: bookedDespite }),
        },
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
      <TextField
        label="Planned date"
        type="date"
        isReadOnly={!mayWrite}
        value={plannedDate}
        onChange={(value) => {
          setPlannedDate(value);
          edit('planned_date');
          clear('booked_despite');
        }}
        {...fieldErrorProps(errors.fields.planned_date ?? errors.fields.booked_despite)}
      />
      {mayWrite && (
        <FormActions
          submitLabel="Save event"
          isPending={update.isMutating || booking.isChecking}
          status={status}
        />
      )}
      {booking.dialog}
    </Stack>
  );
}
