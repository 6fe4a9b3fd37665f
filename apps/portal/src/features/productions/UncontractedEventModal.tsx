import { useBookEvent, useChannels, useCreator } from '@airtime/api-client';
import {
  type ManagedModalProps,
  NumberField,
  Select,
  SelectItem,
  TextField,
} from '@airtime/design-system';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { useBookingConflictCheck } from '../booking/useBookingConflictCheck.tsx';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { BrandPicker, CreatorPicker, type Named } from '../records/NamePicker.tsx';
import { type ProductionModalPropsByName, useProductionModals } from './productionModalProps.ts';

export type UncontractedEventModalProps = ManagedModalProps &
  ProductionModalPropsByName['uncontracted-event'];

const FIELDS = [
  'publisher_id',
  'content_id',
  'brand_id',
  'title',
  'planned_date',
  'rate',
  'booked_despite',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * The `un-contracted event` modal (decisions §9): an airing booked for a brand outside any
 * campaign (POST /api/events with the brand, which starts its production). Competitors' events
 * near the day are checked first (issue 23). The new production opens once it is recorded.
 */
export function UncontractedEventModal({ creatorId, ...modal }: UncontractedEventModalProps) {
  const creator = useCreator(creatorId ?? null);
  if (creatorId !== undefined && creator.data === undefined) return null;
  return (
    <UncontractedEventForm
      {...modal}
      creator={creator.data === undefined ? null : { id: creator.data.id, name: creator.data.name }}
    />
  );
}

function UncontractedEventForm({
  creator: initialCreator,
  ...modal
}: ManagedModalProps & { readonly creator: Named | null }) {
  const mayWrite = useMayWrite();
  const modals = useProductionModals();
  const book = useBookEvent();
  const booking = useBookingConflictCheck();
  const [creator, setCreator] = useState(initialCreator);
  const [brand, setBrand] = useState<Named | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [plannedDate, setPlannedDate] = useState('');
  const [rate, setRate] = useState<number | null>(null);
  const channels = useChannels(
    creator === null ? undefined : { publisher_id: creator.id, per_page: 100 },
  );
  const { errors, check, refuse, clear } = useFormErrors<Field>(FIELDS);
  const channelItems = creator === null ? [] : channels.items;

  async function submit() {
    const found: Partial<Record<Field, string>> = {};
    if (creator === null) found.publisher_id = 'Choose the creator.';
    if (channelId === null) found.content_id = 'Choose the channel it airs on.';
    if (brand === null) found.brand_id = 'Choose the brand it is for.';
    if (title.trim() === '') found.title = 'Enter what the event is called.';
    if (plannedDate === '') found.planned_date = 'Enter the day it airs.';
    if (!check(found) || channelId === null || brand === null || creator === null) return;
    try {
      const bookedDespite = await booking.confirmBooking({
        brand_id: brand.id,
        publisher_id: creator.id,
        date: plannedDate,
      });
      if (bookedDespite === null) return;
      const event = await book.trigger({
        body: {
          content_id: channelId,
          brand_id: brand.id,
          title: title.trim(),
          planned_date: plannedDate,
          rate,
          booked_despite: bookedDespite,
        },
      });
      modal.onOpenChange(false);
      if (event.production !== undefined) modals.open('production', { id: event.production.id });
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title="Record an un-contracted event"
      submitLabel="Record event"
      onSubmit={() => void submit()}
      isPending={book.isMutating || booking.isChecking}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <CreatorPicker
        label="Creator"
        isRequired
        value={creator}
        onChange={(next) => {
          setCreator(next);
          setChannelId(null);
          clear('publisher_id', 'content_id');
        }}
        errorMessage={errors.fields.publisher_id}
      />
      <Select
        label="Channel"
        isRequired
        isDisabled={creator === null}
        isLoading={channels.isLoading && creator !== null}
        items={channelItems}
        value={channelId}
        onChange={(key) => {
          setChannelId(typeof key === 'number' ? key : null);
          clear('content_id');
        }}
        emptyText="This creator has no channel."
        {...fieldErrorProps(errors.fields.content_id)}
      >
        {(channel) => <SelectItem id={channel.id}>{channel.name}</SelectItem>}
      </Select>
      <BrandPicker
        label="Brand"
        isRequired
        value={brand}
        onChange={(next) => {
          setBrand(next);
          clear('brand_id');
        }}
        errorMessage={errors.fields.brand_id}
      />
      <TextField
        label="Title"
        isRequired
        value={title}
        onChange={(value) => {
          setTitle(value);
          clear('title');
        }}
        {...fieldErrorProps(errors.fields.title)}
      />
      <TextField
        label="Planned date"
        type="date"
        isRequired
        value={plannedDate}
        onChange={(value) => {
          setPlannedDate(value);
          clear('planned_date', 'booked_despite');
        }}
        {...fieldErrorProps(errors.fields.planned_date ?? errors.fields.booked_despite)}
      />
      <NumberField
        label="Rate"
        minValue={0}
        formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
        value={rate ?? Number.NaN}
        onChange={(value) => {
          setRate(Number.isNaN(value) ? null : value);
          clear('rate');
        }}
        {...fieldErrorProps(errors.fields.rate)}
      />
      {booking.dialog}
    </FormModal>
  );
}
