import { useUserProfile } from '@airtime/api-client';
import { AvatarName, Skeleton, StatusBadge, type TableColumn, text } from '@airtime/design-system';
import { getAppType, type UserSummary } from '@airtime/domain';
import * as styles from './settings.css.ts';

const APP_LABELS = { agency: 'Agency app', brand: 'Brand app', creator: 'Creator app' } as const;

/** 'ops · Agency app': the business role and the app it opens (spec §1). */
export function businessRoleLabel(businessRole: string): string {
  return `${businessRole} · ${APP_LABELS[getAppType(businessRole)]}`;
}

// The user search sends summaries; a row's roles come from its profile, read as the row shows.
function BusinessRoleCell({ id }: { readonly id: number }) {
  const { data } = useUserProfile(id);
  if (data === undefined) return <Skeleton width="6em" label="Loading" />;
  return <>{businessRoleLabel(data.business_role)}</>;
}

function RolesCell({ id }: { readonly id: number }) {
  const { data } = useUserProfile(id);
  if (data === undefined) return <Skeleton width="10em" label="Loading" />;
  const permissions = `${data.permissions.length} ${data.permissions.length === 1 ? 'permission' : 'permissions'}`;
  return (
    <span className={styles.tags}>
      {data.roles.map((role) => (
        <StatusBadge key={role} label={role} tone="accent" size="sm" />
      ))}
      <span className={text({ tone: 'subtle' })}>{permissions}</span>
    </span>
  );
}

/** The users table's columns; name and email sort on the server. */
export const USER_COLUMNS: readonly TableColumn<UserSummary>[] = [
  {
    id: 'name',
    label: 'Name',
    value: (user) => `${user.firstname} ${user.lastname}`,
    cell: (user) => <AvatarName name={`${user.firstname} ${user.lastname}`} src={user.avatar} />,
    allowsSorting: true,
    width: 220,
  },
  { id: 'email', label: 'Email', value: (user) => user.email, allowsSorting: true, width: 260 },
  {
    id: 'business_role',
    label: 'Business role',
    cell: (user) => <BusinessRoleCell id={user.id} />,
    width: 170,
  },
  {
    id: 'roles',
    label: 'Roles and permissions',
    cell: (user) => <RolesCell id={user.id} />,
    grow: true,
    width: 280,
  },
];
