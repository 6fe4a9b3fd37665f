import { href } from '../../../app/paths.ts';

/** An absolute path under a brand's detail page: `brandPath(2, 'reporting/events')`. */
export function brandPath(brandId: number, section = ''): string {
  const root = href('agency-brand-dashboard', { brandId });
  return section === '' ? root : `${root}/${section}`;
}
