import { Button, DatePicker, Inline } from '@airtime/design-system';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { type FormEvent, useState } from 'react';
import { fieldErrorProps } from '../forms/formErrors.ts';
import * as styles from './campaign.css.ts';

export interface CampaignEndDateProps {
  /** The saved end, yyyy-MM-dd, or null when open-ended. */
  readonly endsAt: string | null;
  /** Saves the new end (null: open-ended); whether the server took it. */
  readonly onSave: (endsAt: string | null) => Promise<boolean>;
  readonly errorMessage: string | undefined;
}

const toValue = (day: string | null) => (day === null ? null : parseDate(day));

/**
 * The campaign's last day as a small form: typed or picked, saved with Save (or Enter), so a date
 * half typed is never sent. What was typed stays when the server refuses it.
 */
export function CampaignEndDate({ endsAt, onSave, errorMessage }: CampaignEndDateProps) {
  const [value, setValue] = useState<CalendarDate | null>(() => toValue(endsAt));
  const [pending, setPending] = useState(false);
  const typed = value === null ? null : value.toString();
  const isChanged = typed !== endsAt;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isChanged || pending) return;
    setPending(true);
    await onSave(typed);
    setPending(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.endDate} noValidate>
      <DatePicker<CalendarDate>
        label="Ends"
        description={endsAt === null && value === null ? 'Open-ended' : undefined}
        value={value}
        onChange={setValue}
        {...fieldErrorProps(errorMessage)}
      />
      <Inline space="xs">
        {isChanged && (
          <Button
            type="submit"
            size="sm"
            variant="primary"
            isPending={pending}
            pendingLabel="Saving"
          >
            Save end date
          </Button>
        )}
        {value !== null && !isChanged && (
          <Button size="sm" variant="ghost" onPress={() => setValue(null)}>
            Make open-ended
          </Button>
        )}
      </Inline>
    </form>
  );
}
