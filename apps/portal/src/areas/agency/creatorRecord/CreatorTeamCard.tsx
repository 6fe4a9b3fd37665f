import { useCreator, useQuery, useUpdateCreator } from '@airtime/api-client';
import { searchUsers } from '@airtime/api-client/calls';
import { Button, Card, Stack } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { DetailList } from '../../../features/page/DetailList.tsx';
import { getUserName } from '../../../features/users/getUserName.ts';
import { UserPicker } from '../../../features/users/UserPicker.tsx';
import * as userStyles from '../../../features/users/users.css.ts';
import { toastWriteFailure } from '../../../features/writes/toastWriteFailure.ts';

// Agency staff are a few dozen people: one page holds them all, to name the current reps.
const STAFF_QUERY = { query: { business_role: ['ops'], per_page: 50, sort: 'name' as const } };

type Rep = 'rep_cm' | 'rep_tcp';
const REPS: readonly (readonly [Rep, string])[] = [
  ['rep_cm', 'Creator manager'],
  ['rep_tcp', 'Airtime rep'],
];

/**
 * Who looks after a creator: its creator manager and Airtime rep. They are the creator's own
 * fields (spec §3 rep_cm, rep_tcp; /api/assignees has no CM type), so a choice is a PUT of the
 * creator, shown at once and put back with a toast and Retry when refused.
 */
export function CreatorTeamCard({ creator }: { readonly creator: Creator }) {
  const mayWrite = useMayWrite();
  const cached = useCreator(creator.id);
  const update = useUpdateCreator();
  const staff = useQuery(searchUsers, STAFF_QUERY);
  const userOf = (id: number | null) =>
    id === null ? undefined : staff.data?.data.find((user) => user.id === id);

  async function choose(rep: Rep, userId: number | null, label: string) {
    const before = creator[rep];
    const set = (id: number | null) =>
      cached.mutate((current) => (current === undefined ? current : { ...current, [rep]: id }), {
        revalidate: false,
      });
    await set(userId);
    try {
      await update.trigger({ params: { id: creator.id }, body: { [rep]: userId } });
    } catch (error) {
      await set(before);
      toastWriteFailure(`change the ${label.toLowerCase()}`, error, () => {
        void choose(rep, userId, label);
      });
    }
  }

  return (
    <Card
      headingLevel={3}
      title="Team"
      description="Who looks after the creator at the agency. Pick someone to assign them."
    >
      {mayWrite ? (
        <Stack>
          {REPS.map(([rep, label]) => {
            const current = userOf(creator[rep]);
            return (
              // Keyed by the person, so the picker shows a name put back after a refusal.
              <div
                key={`${rep}-${creator[rep] ?? 'none'}-${current === undefined}`}
                className={userStyles.assigneeRow}
              >
                <UserPicker
                  label={label}
                  current={current}
                  onChoose={(user) => void choose(rep, user.id, label)}
                />
                {current !== undefined && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${getUserName(current)} as ${label.toLowerCase()}`}
                    onPress={() => void choose(rep, null, label)}
                  >
                    Remove
                  </Button>
                )}
              </div>
            );
          })}
        </Stack>
      ) : (
        <DetailList
          details={REPS.map(([rep, label]) => {
            const current = userOf(creator[rep]);
            return [label, current === undefined ? 'Nobody' : getUserName(current)];
          })}
        />
      )}
    </Card>
  );
}
