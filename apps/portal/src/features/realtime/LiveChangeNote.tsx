import { type LiveRecordKind, useLiveChanges } from '@airtime/api-client';
import { Banner } from '@airtime/design-system';

/** How a changed field is named to a coordinator; other fields by their name, spaced. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  ends_at: 'end date',
  group: 'planning step',
  campaign_status: 'plan status',
  io_status: 'IO status',
  is_important: 'importance',
  offer_id: 'offer',
  tracker_id: 'tracker',
};

/** The changed fields in words: "priority and end date". */
export function describeChangedFields(fields: readonly string[]): string {
  const words = fields.map((field) => FIELD_WORDS[field] ?? field.replaceAll('_', ' '));
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * A quiet note, on an open record, that someone else has just changed it (decisions §5: the
 * change is already shown): which fields. It goes with the change's mark on the lists.
 */
export function LiveChangeNote({
  kind,
  id,
}: {
  readonly kind: LiveRecordKind;
  readonly id: number;
}) {
  const change = useLiveChanges(kind).get(id);
  return (
    <div role="status">
      {change !== undefined && (
        <Banner tone="info">{`Just changed by someone else: ${describeChangedFields(change.fields)}.`}</Banner>
      )}
    </div>
  );
}
