import { AccessMatrix } from '../../../areas/agency/applicationSettings/AccessMatrix.tsx';
import { countHolders } from '../../../areas/agency/applicationSettings/access.ts';
import { HoldersTable } from '../../../areas/agency/applicationSettings/HoldersTable.tsx';
import { useAllProfiles } from '../../../areas/agency/applicationSettings/useAllProfiles.ts';
import { Page } from '../../../features/page/PageHeader.tsx';
import { SectionHeader } from '../../../features/page/SectionHeader.tsx';

/** Application Settings > Roles: the roles and permissions, who holds them and what they open. */
export function RolesPage() {
  const { profiles, isLoading, error, refresh } = useAllProfiles();
  return (
    <Page>
      <SectionHeader
        title="Roles"
        description="Roles and permissions are given per user on the Users tab; this is what each opens."
      />
      <HoldersTable
        counts={countHolders(profiles)}
        isLoading={isLoading}
        error={error}
        onRetry={() => void refresh()}
      />
      <SectionHeader
        title="Access by screen"
        description="A screen needs every permission marked Needed, and one of the roles marked One of."
      />
      <AccessMatrix />
    </Page>
  );
}
