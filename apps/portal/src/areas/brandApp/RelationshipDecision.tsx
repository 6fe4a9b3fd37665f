import {
  AvatarName,
  Button,
  DateText,
  IconButton,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
} from '@airtime/design-system';
import type { Relationship } from '@airtime/domain';
import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { href } from '../../app/paths.ts';
import { useRelationshipDecision } from '../../features/relationships/useRelationshipDecision.ts';
import { ApprovalStatusBadge } from '../../features/status/StatusBadges.tsx';
import * as styles from './brandApp.css.ts';
import type { DecisionStatus } from './DecisionDialog.tsx';
import { getDecisionActions } from './decisionActions.ts';
import { describeReach } from './describeReach.ts';

// Loaded when a decision is first pressed: the list itself never needs it.
const DecisionDialog = lazy(() =>
  import('./DecisionDialog.tsx').then((module) => ({ default: module.DecisionDialog })),
);

/**
 * One creator waiting for (or carrying) the brand's decision: who, its channels and audience,
 * where it stands, and the decision right beside the name: one primary action (Approve while the
 * creator is not approved) and the other decisions in a menu. A decision asks first (with an
 * optional comment) and can be undone for a few seconds from its toast.
 */
export function RelationshipDecision({ relationship }: { readonly relationship: Relationship }) {
  const decide = useRelationshipDecision();
  const [asking, setAsking] = useState<DecisionStatus | null>(null);
  const creator = relationship.creator;
  const name = creator?.name ?? `Creator ${relationship.publisher_id}`;
  const { primary, more } = getDecisionActions(relationship.approval_status);

  return (
    <li className={styles.decisionRow} aria-label={name}>
      <div className={styles.decisionWho}>
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
      </div>
      <div className={styles.decisionActions}>
        <ApprovalStatusBadge status={relationship.approval_status} size="md" />
        {primary !== null && (
          <Button
            size="sm"
            variant="primary"
            aria-label={`${primary.verb} ${name}`}
            onPress={() => setAsking(primary.status)}
          >
            {primary.verb}
          </Button>
        )}
        <MenuTrigger placement="bottom start">
          {/* Approved creators have no primary: the menu's button alone, in the same place. */}
          <IconButton
            size="sm"
            variant="ghost"
            label={
              primary === null ? `Change the decision on ${name}` : `More decisions on ${name}`
            }
            icon={<Ellipsis />}
          />
          <Menu
            aria-label={`Decisions on ${name}`}
            disabledKeys={more.filter((one) => one.isCurrent).map((one) => one.status)}
            onAction={(key) => setAsking(key as DecisionStatus)}
          >
            {more.map(({ status, verb }) => (
              <MenuItem
                key={status}
                id={status}
                tone={status === 'rejected' ? 'critical' : undefined}
              >
                {verb}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </div>
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
