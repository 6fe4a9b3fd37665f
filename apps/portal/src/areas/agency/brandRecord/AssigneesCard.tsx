import { Card } from '@airtime/design-system';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { type AssigneeRole, AssigneeRows } from '../../../features/users/AssigneeRows.tsx';

const ROLES: readonly AssigneeRole[] = [
  { type: 'owner', label: 'Owner' },
  { type: 'backup', label: 'Backup' },
  { type: 'tcp_rep', label: 'Airtime rep' },
];

/** Who looks after a brand: its owner, the owner's backup and its Airtime rep, one each. */
export function AssigneesCard({ brandId }: { readonly brandId: number }) {
  return (
    <Card
      title="Team"
      description="Who looks after the brand at the agency. Pick someone to assign them; they are notified."
      headingLevel={2}
    >
      <AssigneeRows
        subjectType="brand"
        subjectId={brandId}
        roles={ROLES}
        mayWrite={useMayWrite()}
      />
    </Card>
  );
}
