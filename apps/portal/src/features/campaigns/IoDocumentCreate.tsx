import { type IoDocumentDraft, useCreateIoDocument, useIoDocumentDraft } from '@airtime/api-client';
import {
  Banner,
  Button,
  ErrorState,
  formatMoney,
  Inline,
  Skeleton,
  Stack,
  TextField,
  text,
} from '@airtime/design-system';
import { type FormEvent, useState } from 'react';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { CampaignEvents } from './CampaignEvents.tsx';

/**
 * Creating the campaign's IO from its draft (GET …/io-document/create): the number it suggests
 * (which may be changed), the unaired events it covers and their total; created as it is, or
 * sent to the creator at once (POST …/io-document).
 */
export function IoDocumentCreate({ campaignId }: { readonly campaignId: number }) {
  const draft = useIoDocumentDraft(campaignId);
  if (draft.error !== undefined)
    return (
      <ErrorState
        size="sm"
        title="The IO draft could not be loaded."
        description={draft.error.message}
        action={{ label: 'Try again', onPress: () => void draft.mutate() }}
      />
    );
  if (draft.data === undefined)
    return <Skeleton shape="text" lines={4} label="Loading the IO draft" />;
  return <DraftForm campaignId={campaignId} draft={draft.data} />;
}

function DraftForm({
  campaignId,
  draft,
}: {
  readonly campaignId: number;
  readonly draft: IoDocumentDraft;
}) {
  const create = useCreateIoDocument();
  const [number, setNumber] = useState(draft.number);
  const [sending, setSending] = useState<boolean | null>(null);
  const errors = useFormErrors(['number']);

  async function submit(send: boolean) {
    if (number.trim() === '') {
      errors.check({ number: 'Give the IO a number.' });
      return;
    }
    setSending(send);
    try {
      await create.trigger({ params: { id: campaignId }, body: { number: number.trim(), send } });
    } catch (error) {
      errors.refuse(error);
    } finally {
      setSending(null);
    }
  }

  return (
    <Stack
      as="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (sending === null) void submit(false);
      }}
    >
      <FormErrorBanner title="The IO was not created." message={errors.errors.form} />
      {draft.replaces_existing && (
        <Banner tone="warning" title="This replaces the campaign's IO.">
          The creator will need to sign the new one.
        </Banner>
      )}
      <TextField
        label="IO number"
        description="Letters, numbers and dashes."
        value={number}
        onChange={(value) => {
          setNumber(value);
          errors.clear('number');
        }}
        isRequired
        validationBehavior="aria"
        {...fieldErrorProps(errors.errors.fields.number)}
      />
      <CampaignEvents events={draft.events} />
      <p className={text({ size: 'sm' })}>{`Total ${formatMoney(draft.total_rate)}`}</p>
      <Inline align="end" space="sm">
        <Button
          variant="secondary"
          isPending={sending === true}
          isDisabled={sending === false}
          pendingLabel="Sending"
          onPress={() => void submit(true)}
        >
          Create and send
        </Button>
        <Button
          type="submit"
          variant="primary"
          isPending={sending === false}
          isDisabled={sending === true}
          pendingLabel="Creating"
        >
          Create IO
        </Button>
      </Inline>
    </Stack>
  );
}
