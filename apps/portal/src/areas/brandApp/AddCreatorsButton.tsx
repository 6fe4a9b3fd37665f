import { useAddBrandRelationship } from '@airtime/api-client';
import { Button } from '@airtime/design-system';
import type { Channel, Relationship } from '@airtime/domain';
import { useState } from 'react';

export interface AddCreatorsButtonProps {
  readonly brandId: number;
  /** The selected channels; their creators are added once each. */
  readonly channels: readonly Channel[];
  readonly byCreator: ReadonlyMap<number, Relationship>;
  /** Called once every add has answered, with who was added and who was not (and why). */
  readonly onDone: (outcome: AddOutcome) => void;
}

/** What an 'Add' press did. */
export interface AddOutcome {
  readonly added: readonly string[];
  readonly failed: readonly string[];
}

/**
 * Adds the creators of the selected channels to the brand (POST /api/brand/relationships,
 * approved), one after another, then reports who was added and who was not.
 */
export function AddCreatorsButton({
  brandId,
  channels,
  byCreator,
  onDone,
}: AddCreatorsButtonProps) {
  const { trigger } = useAddBrandRelationship();
  const [busy, setBusy] = useState(false);
  const creators = new Map<number, string>();
  for (const channel of channels)
    if (byCreator.get(channel.publisher_id)?.approval_status !== 'approved')
      creators.set(
        channel.publisher_id,
        channel.creator?.name ?? `Creator ${channel.publisher_id}`,
      );

  async function add() {
    setBusy(true);
    const added: string[] = [];
    const failed: string[] = [];
    for (const [id, name] of creators) {
      try {
        await trigger({
          body: { publisher_id: id, brand_id: brandId, approval_status: 'approved' },
        });
        added.push(name);
      } catch (error) {
        failed.push(`${name}: ${error instanceof Error ? error.message : 'not saved'}`);
      }
    }
    setBusy(false);
    onDone({ added, failed });
  }

  if (creators.size === 0) return <span>Already your creators</span>;
  return (
    <Button
      size="sm"
      variant="primary"
      isPending={busy}
      pendingLabel="Adding creators"
      onPress={() => void add()}
    >
      {creators.size === 1 ? 'Add 1 creator' : `Add ${creators.size} creators`}
    </Button>
  );
}
