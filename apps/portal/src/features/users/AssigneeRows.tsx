import { useAssign, useAssignees, useUnassign } from '@airtime/api-client';
import { Banner, Button, ErrorState, Skeleton, Stack } from '@airtime/design-system';
import type { Assignee, AssigneeType, SubjectType } from '@airtime/domain';
import { type ReactNode, useState } from 'react';
import { getFormErrors } from '../forms/formErrors.ts';
import { DetailList } from '../page/DetailList.tsx';
import { getUserName } from './getUserName.ts';
import { UserPicker } from './UserPicker.tsx';
import * as styles from './users.css.ts';

/** One kind of assignee a record has, and what users call it. */
export interface AssigneeRole {
  readonly type: AssigneeType;
  readonly label: string;
}

export interface AssigneeRowsProps {
  readonly subjectType: SubjectType;
  readonly subjectId: number;
  /** The roles the record has, in order: owner and backup, and a brand's Airtime rep. */
  readonly roles: readonly AssigneeRole[];
  /** Whether the user may change them; otherwise the names show as text. */
  readonly mayWrite: boolean;
}

/**
 * Who looks after a record, one person per role (GET /api/assignees): a picker per role that
 * assigns on choosing and a Remove beside it, or the names alone for users who may not change them.
 */
export function AssigneeRows({ subjectType, subjectId, roles, mayWrite }: AssigneeRowsProps) {
  const subject = { subject_type: subjectType, subject_id: subjectId };
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

  if (assignees.error !== undefined)
    return (
      <ErrorState
        size="sm"
        title="The team could not be loaded."
        description={assignees.error.message}
        action={{ label: 'Try again', onPress: () => void assignees.refresh() }}
      />
    );
  if (assignees.isLoading)
    return <Skeleton shape="text" lines={roles.length} label="Loading the team" />;
  const currentOf = (type: AssigneeType): Assignee | undefined =>
    assignees.items.find((item) => item.type === type);
  if (!mayWrite)
    return (
      <DetailList
        details={roles.map(({ type, label }) => {
          const current = currentOf(type);
          return [label, current === undefined ? 'Nobody' : getUserName(current.user)];
        })}
      />
    );

  const rows: ReactNode[] = roles.map(({ type, label }) => {
    const current = currentOf(type);
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
  return (
    <Stack>
      {error !== undefined && (
        <Banner tone="critical" title="The team was not changed.">
          {error}
        </Banner>
      )}
      {rows}
    </Stack>
  );
}
