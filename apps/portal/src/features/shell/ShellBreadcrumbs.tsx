import { NativeBreadcrumb, NativeBreadcrumbs } from '@airtime/design-system';
import { useMatches } from 'react-router';
import { handleOf } from '../../app/routeHandle.ts';
import { useRecordNames } from '../../app/useRecordNames.ts';
import { useRouteTitles } from '../../app/useRouteTitles.ts';
import { RouterCrumb } from '../navigation/RouterCrumb.tsx';
import * as styles from './shell.css.ts';

/**
 * The trail of the matched routes' titles above the content (decisions §2); none at a root. On
 * plain links, as every page shows it: React Aria's Breadcrumbs would bring its collection code.
 * Routes with `noBreadcrumbs` show none: a record's RecordHeader starts with the trail, and a
 * list's tabs name where the user is.
 */
export function ShellBreadcrumbs() {
  const { crumbs } = useRouteTitles(useRecordNames());
  // A record's header carries its way back (RecordTrail); a list's tabs need no crumb row.
  const isHidden = useMatches().some((match) => handleOf(match).noBreadcrumbs === true);
  if (crumbs.length < 2 || isHidden) return null;
  return (
    <NativeBreadcrumbs size="sm" className={styles.breadcrumbs}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <NativeBreadcrumb key={crumb.href} isCurrent>
            {crumb.title}
          </NativeBreadcrumb>
        ) : (
          <RouterCrumb key={crumb.href} to={crumb.href} title={crumb.title} />
        ),
      )}
    </NativeBreadcrumbs>
  );
}
