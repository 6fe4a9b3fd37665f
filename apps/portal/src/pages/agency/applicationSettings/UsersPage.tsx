import { type UserSearchSort, useInfiniteList } from '@airtime/api-client';
import { searchUsers } from '@airtime/api-client/calls';
import { Section } from '@airtime/design-system';
import { UserFilters } from '../../../areas/agency/applicationSettings/UserFilters.tsx';
import { USER_COLUMNS } from '../../../areas/agency/applicationSettings/userColumns.tsx';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { firstFilter, useListQuery } from '../../../features/lists/useListQuery.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';

/**
 * Application Settings > Users: every user of the product, searchable by name or email; a row
 * opens the user editor. The user search itself (not useUserSearch, which asks nothing for blank
 * text and reads one page) so the whole list pages with a cursor.
 */
export function UsersPage() {
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const s = firstFilter(query.filters, 's');
  const role = firstFilter(query.filters, 'business_role');
  const users = useInfiniteList(searchUsers, {
    query: {
      sort: query.apiSort as UserSearchSort,
      per_page: 25,
      ...(s === undefined ? {} : { s }),
      ...(role === undefined ? {} : { business_role: [role] }),
    },
  });
  const modals = useShellModals();
  return (
    <Section
      space="lg"
      title="Users"
      description="Open a user to change their roles, permissions and impersonation."
    >
      <UserFilters query={query} />
      <ResourceTable
        label="Users"
        columns={USER_COLUMNS}
        list={users}
        query={query}
        onOpen={(user) => modals.open('user-editor', { userId: user.id })}
        emptyTitle="No user matches these filters."
        emptyDescription="Try other words or another business role."
        noun="users"
      />
    </Section>
  );
}
