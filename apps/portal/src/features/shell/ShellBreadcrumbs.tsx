import { Breadcrumb, Breadcrumbs } from '@airtime/design-system';
import { useRecordNames } from '../../app/useRecordNames.ts';
import { useRouteTitles } from '../../app/useRouteTitles.ts';
import * as styles from './shell.css.ts';

/** The trail of the matched routes' titles above the content (decisions §2); none at a root. */
export function ShellBreadcrumbs() {
  const { crumbs } = useRouteTitles(useRecordNames());
  if (crumbs.length < 2) return null;
  return (
    <Breadcrumbs size="sm" className={styles.breadcrumbs}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Breadcrumb key={crumb.href}>{crumb.title}</Breadcrumb>
        ) : (
          <Breadcrumb key={crumb.href} href={crumb.href}>
            {crumb.title}
          </Breadcrumb>
        ),
      )}
    </Breadcrumbs>
  );
}
