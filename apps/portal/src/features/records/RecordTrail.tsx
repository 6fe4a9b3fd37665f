import { NativeBreadcrumbs } from '@airtime/design-system';
import { useResolvedPath } from 'react-router';
import { useRouteTitles } from '../../app/useRouteTitles.ts';
import { RouterCrumb } from '../navigation/RouterCrumb.tsx';

/**
 * The way back from a record ("Brands ›"), first in its RecordHeader: the breadcrumbs of the
 * routes above the record's layout, which the shell leaves out on record pages (the route's
 * `noBreadcrumbs`). The record and its tab are named by the header and the selected tab. Render it
 * inside the record's layout route, whose path it cuts the trail at.
 */
export function RecordTrail() {
  const { crumbs } = useRouteTitles();
  const record = useResolvedPath('.').pathname.replace(/\/$/, '');
  const parents = crumbs.filter(
    (crumb) => crumb.href.length < record.length && record.startsWith(crumb.href),
  );
  if (parents.length === 0) return null;
  return (
    <NativeBreadcrumbs size="sm">
      {parents.map((crumb) => (
        <RouterCrumb key={crumb.href} to={crumb.href} title={crumb.title} />
      ))}
    </NativeBreadcrumbs>
  );
}
