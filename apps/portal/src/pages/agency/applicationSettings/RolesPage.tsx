import { Section, Stack } from '@airtime/design-system';
import { AccessMatrix } from '../../../areas/agency/applicationSettings/AccessMatrix.tsx';
import { HoldersTable } from '../../../areas/agency/applicationSettings/HoldersTable.tsx';
import { RoleGrantsTable } from '../../../areas/agency/applicationSettings/RoleGrantsTable.tsx';
import { useAllProfiles } from '../../../areas/agency/applicationSettings/useAllProfiles.ts';
import { countHolders } from '../../../features/access/access.ts';

/** Application Settings > Roles: the roles and permissions, who holds them and what they open. */
export function RolesPage() {
  const { profiles, isLoading, error, refresh } = useAllProfiles();
  return (
    <Stack space="lg">
      <Section
        space="lg"
        title="Roles"
        description="Open a role to choose the permissions it grants everyone who holds it, on top of their own."
      >
        <RoleGrantsTable />
      </Section>
      <Section
        space="lg"
        title="Who holds what"
        description="Roles and permissions are given per user on the Users tab; this is how many hold each and what it opens."
      >
        <HoldersTable
          counts={countHolders(profiles)}
          isLoading={isLoading}
          error={error}
          onRetry={() => void refresh()}
        />
      </Section>
      <Section
        space="lg"
        title="Access by screen"
        description="A screen needs every permission marked Needed, and one of the roles marked One of."
      >
        <AccessMatrix />
      </Section>
    </Stack>
  );
}
