import { useAssign, useAssignees, useUnassign } from '@airtime/api-client';
import { Banner, Button, Card, ErrorState, Skeleton, Stack } from '@airtime/design-system';
import type { Assignee, AssigneeType } from '@airtime/domain';
import { type ReactNode, useState } from 'react';
import { getFormErrors } from '../../../features/forms/formErrors.ts';
import { getUserName } from '../../../features/users/getUserName.ts';
import { UserPicker } from '../../../features/users/UserPicker.tsx';
import * as styles from './brand.css.ts';

const ROLES: readonly { readonly type: AssigneeType; readonly label: string }[] = [
  { type: 'owner', label: 'Owner' },
  { type: 'backup', label: 'Backup' },
  { type: 'tcp_rep', label: 'Airtime rep' },
];

/** Who looks after a brand: its owner, the owner's backup and its Airtime rep, one each. */
export function AssigneesCard({ brandId }: { readonly brandId: number }) {
  const subject = { subject_type: 'brand', subject_id: brandId } as const;
  const assignees = useAssignees(subject);
  const assign = useAssign();
  const unassign = useUnassign(subject);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<AssigneeType | null>(null);

  async function run(type: AssigneeType, action: () => Promise<unknown>) {
    setBusy(type);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      const { fields, form } = getFormErrors(failure, ['user_id', 'type']);
      setError(fields.user_id ?? fields.type ?? form);
    } finally {
      setBusy(null);
    }
  }

  let body: ReactNode;
  if (assignees.error !== undefined) {
    body = (
      <ErrorState
        size="sm"
        title="The team could not be loaded."
        description={assignees.error.message}
        action={{ label: 'Try again', onPress: () => void assignees.refresh() }}
      />
    );
  } else if (assignees.isLoading) {
    body = <Skeleton shape="text" lines={3} label="Loading the team" />;
  } else {
    body = ROLES.map(({ type, label }) => {
      const current: Assignee | undefined = assignees.items.find((item) => item.type === type);
      return (
        <div key={`${type}-${current?.user_id ?? 'none'}`} className={styles.assigneeRow}>
          <UserPicker
            label={label}
            current={current?.user}
            isDisabled={busy !== null}
            onChoose={(user) =>
              void run(type, () => assign.trigger({ body: { ...subject, type, user_id: user.id } }))
            }
          />
          {current !== undefined && (
            <Button
              size="sm"
              variant="ghost"
              isPending={busy === type && unassign.isMutating}
              pendingLabel="Removing"
              aria-label={`Remove ${getUserName(current.user)} as ${label.toLowerCase()}`}
              onPress={() => void run(type, () => unassign.trigger({ params: { id: current.id } }))}
            >
              Remove
            </Button>
          )}
        </div>
      );
    });
  }

  return (
    <Card
      title="Team"
      description="Who looks after the brand at the agency. Pick someone to assign them; they are notified."
      headingLevel={2}
    >
      <Stack>
        {error !== undefined && (
          <Banner tone="critical" title="The team was not changed.">
            {error}
          </Banner>
        )}
        {body}
      </Stack>
    </Card>
  );
}
