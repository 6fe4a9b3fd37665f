import { useUpdateRelationship } from '@airtime/api-client';
import { AvatarName, Button, DateText, Inline, Link } from '@airtime/design-system';
import type { ApprovalStatus, Relationship } from '@airtime/domain';
import { useState } from 'react';
import { href } from '../../app/paths.ts';
import { ApprovalStatusBadge } from '../../features/status/StatusBadges.tsx';
import * as styles from './brandApp.css.ts';

/** The brand's decisions, as the buttons say them. */
const DECISIONS: readonly {
  status: Exclude<ApprovalStatus, 'unsent' | 'undecided'>;
  verb: string;
}[] = [
  { status: 'approved', verb: 'Approve' },
  { status: 'to-discuss', verb: 'To discuss' },
  { status: 'rejected', verb: 'Reject' },
];

/**
 * One creator waiting for (or carrying) the brand's decision: who, where it stands, and the
 * decisions to make. The pressed decision shows its spinner until the server answers; a refusal
 * stays under the row until the next try.
 */
export function RelationshipDecision({ relationship }: { readonly relationship: Relationship }) {
  const { trigger, isMutating, error } = useUpdateRelationship();
  const [pending, setPending] = useState<ApprovalStatus | null>(null);
  const creator = relationship.creator;
  const name = creator?.name ?? `Creator ${relationship.publisher_id}`;
  const channels = creator?.channels?.length ?? 0;

  async function decide(status: ApprovalStatus) {
    setPending(status);
    try {
      await trigger({ params: { id: relationship.id }, body: { approval_status: status } });
    } catch {
      // The hook keeps the error; it shows under the row.
    } finally {
      setPending(null);
    }
  }

  return (
    <li className={styles.listRow} aria-label={name}>
      <AvatarName
        name={name}
        src={creator?.logo}
        size={8}
        description={
          <>
            {channels === 1 ? '1 channel' : `${channels} channels`} · updated{' '}
            <DateText value={relationship.updated_at} />
          </>
        }
      >
        <Link
          variant="subtle"
          href={href('brand-creator', { creatorId: relationship.publisher_id })}
        >
          {name}
        </Link>
      </AvatarName>
      <Inline space="xs">
        <ApprovalStatusBadge status={relationship.approval_status} size="md" />
        {DECISIONS.map(({ status, verb }) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'approved' ? 'primary' : 'secondary'}
            isDisabled={
              relationship.approval_status === status || (isMutating && pending !== status)
            }
            isPending={pending === status}
            pendingLabel={`Saving: ${verb}`}
            aria-label={`${verb} ${name}`}
            onPress={() => void decide(status)}
          >
            {verb}
          </Button>
        ))}
      </Inline>
      {error !== undefined && !isMutating && (
        <p className={styles.rowError} role="alert">
          {`The decision on ${name} was not saved: ${error.message}`}
        </p>
      )}
    </li>
  );
}
