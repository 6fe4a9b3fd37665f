import { useCampaigns, useEvent, useUpdateEvent } from '@airtime/api-client';
import {
  formatDate,
  type ManagedModalProps,
  Select,
  SelectItem,
  Skeleton,
  toast,
} from '@airtime/design-system';
import { CAMPAIGN_STATUS_TITLES, type Campaign, type Event } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { foundSponsorships } from './foundSponsorships.ts';
import * as styles from './traffic.css.ts';
import type { TrafficModalPropsByName } from './trafficModalProps.ts';

export type EventClaimingModalProps = ManagedModalProps & TrafficModalPropsByName['event-claiming'];

/** 'Acme · Active · ends Dec 31, 2026': which campaign an option is. */
function campaignLabel(campaign: Campaign): string {
  return [
    campaign.brand?.name ?? `Brand ${campaign.brand_id}`,
    CAMPAIGN_STATUS_TITLES[campaign.status],
    campaign.ends_at === null ? null : `ends ${formatDate(campaign.ends_at)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The `event claiming` modal (decisions §9, traffic): attaches an aired event to a campaign of
 * its creator's channel (of the brands mentioned in it, when matching named any), booking it for
 * the campaign's brand (PUT /api/events/{id} with `campaign_id`). It then leaves the queue.
 */
export function EventClaimingModal({ eventId, ...modal }: EventClaimingModalProps) {
  const event = useEvent(eventId);
  return event.data === undefined ? (
    <FormModal
      {...modal}
      title="Claim for a campaign"
      submitLabel="Claim event"
      onSubmit={() => undefined}
      isPending
      mayWrite={false}
      formError={event.error?.message}
    >
      {event.error === undefined && <Skeleton lines={3} label="Loading the event" />}
    </FormModal>
  ) : (
    <ClaimForm event={event.data} modal={modal} />
  );
}

function ClaimForm({ event, modal }: { readonly event: Event; readonly modal: ManagedModalProps }) {
  const mayWrite = useMayWrite();
  const brands = [...new Set(foundSponsorships(event).map((row) => row.brand_id))];
  const campaigns = useCampaigns({
    content_id: event.content_id,
    ...(brands.length === 0 ? {} : { brand_id: brands }),
    sort: '-created_at',
    per_page: 50,
  });
  const update = useUpdateEvent();
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const { errors, check, refuse, clear } = useFormErrors(['campaign_id']);
  const chosen = campaigns.items.find((campaign) => campaign.id === campaignId);

  async function submit() {
    if (!check(chosen === undefined ? { campaign_id: 'Choose the campaign to claim for.' } : {}))
      return;
    if (chosen === undefined) return;
    try {
      await update.trigger({ params: { id: event.id }, body: { campaign_id: chosen.id } });
      modal.onOpenChange(false);
      toast.success(`Claimed ${event.title} for ${campaignLabel(chosen)}.`);
    } catch (error) {
      refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={`Claim ${event.title}`}
      submitLabel="Claim event"
      onSubmit={() => void submit()}
      isPending={update.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <p className={styles.note}>
        The event is booked for the campaign’s brand and leaves the traffic queue. Campaigns on{' '}
        {event.channel?.name ?? 'its channel'}
        {brands.length === 0 ? '' : ' for the brands mentioned'} are offered.
      </p>
      <Select
        label="Campaign"
        items={campaigns.items}
        value={campaignId}
        isDisabled={!mayWrite}
        isLoading={campaigns.isLoading}
        placeholder="Choose a campaign"
        emptyText="No campaign runs on this channel."
        isRequired
        onChange={(key) => {
          setCampaignId(typeof key === 'number' ? key : null);
          clear('campaign_id');
        }}
        {...fieldErrorProps(errors.fields.campaign_id)}
      >
        {(campaign) => (
          <SelectItem id={campaign.id} textValue={campaignLabel(campaign)}>
            {campaignLabel(campaign)}
          </SelectItem>
        )}
      </Select>
    </FormModal>
  );
}
