import { AvatarName, Button, DateText, Inline, Link } from '@airtime/design-system';
import type { Relationship } from '@airtime/domain';
import { lazy, Suspense, useState } from 'react';
import { href } from '../../app/paths.ts';
import { useRelationshipDecision } from '../../features/relationships/useRelationshipDecision.ts';
import { ApprovalStatusBadge } from '../../features/status/StatusBadges.tsx';
import * as styles from './brandApp.css.ts';
import type { DecisionStatus } from './DecisionDialog.tsx';
import { describeReach } from './describeReach.ts';

// Loaded when a decision is first pressed: the list itself never needs it.
const DecisionDialog = lazy(() =>
  import('./DecisionDialog.tsx').then((module) => ({ default: module.DecisionDialog })),
);

/** The brand's decisions, as the buttons say them. */
const DECISIONS: readonly { status: DecisionStatus; verb: string }[] = [
  { status: 'approved', verb: 'Approve' },
  { status: 'to-discuss', verb: 'To discuss' },
  { status: 'rejected', verb: 'Reject' },
];

/**
 * One creator waiting for (or carrying) the brand's decision: who, its channels and audience,
 * where it stands, and the decisions to make. A decision asks first (with an optional comment)
 * and can be undone for a few seconds from its toast.
 */
export function RelationshipDecision({ relationship }: { readonly relationship: Relationship }) {
  const decide = useRelationshipDecision();
  const [asking, setAsking] = useState<DecisionStatus | null>(null);
  const creator = relationship.creator;
  const name = creator?.name ?? `Creator ${relationship.publisher_id}`;

  return (
    <li className={styles.listRow} aria-label={name}>
      <AvatarName
        name={name}
        src={creator?.logo}
        size={8}
        description={
          <>
            {describeReach(creator?.channels ?? [])} · updated{' '}
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
            isDisabled={relationship.approval_status === status}
            aria-label={`${verb} ${name}`}
            onPress={() => setAsking(status)}
          >
            {verb}
          </Button>
        ))}
      </Inline>
      {asking !== null && (
        <Suspense fallback={null}>
          <DecisionDialog
            name={name}
            status={asking}
            onClose={() => setAsking(null)}
            onConfirm={(comment) => decide(relationship, asking, { name, comment })}
          />
        </Suspense>
      )}
    </li>
  );
}
