import { describe, expect, it } from 'vitest';
import type { PageRoute } from './defineRoutes.ts';
import { href, ROUTE_PATHS } from './paths.ts';
import { agencyRoutes } from './routes/agencyRoutes.ts';
import { brandRoutes } from './routes/brandRoutes.ts';
import { creatorRoutes } from './routes/creatorRoutes.ts';
import { bareRoutes, legalRoutes, loginRoutes } from './routes/publicRoutes.ts';

/** Each named entry of the table with the absolute path it sits at, as `name path`. */
function namedPaths(routes: readonly PageRoute[], base: string): string[] {
  return routes.flatMap((route) => {
    const path = route.index === true ? base : `${base}/${route.path ?? ''}`.replace(/\/$/, '');
    const own = route.name === undefined ? [] : [`${route.name} ${path}`];
    return [...own, ...namedPaths(route.children ?? [], path)];
  });
}

describe('the named routes', () => {
  it('are each carried by one entry of the route table, at the path paths.ts gives them', () => {
    const table = [
      ...namedPaths([...loginRoutes, ...legalRoutes, ...bareRoutes], ''),
      ...namedPaths(agencyRoutes, '/agency'),
      ...namedPaths(brandRoutes, '/brand'),
      ...namedPaths(creatorRoutes, '/creator'),
    ];
    const declared = Object.entries(ROUTE_PATHS).map(([name, path]) => `${name} ${path}`);
    expect(table.sort()).toEqual(declared.sort());
  });

  it.each([
    [href('agency-home'), '/agency/home'],
    [href('agency-brand-dashboard', { brandId: 3 }), '/agency/brands/3'],
    [href('agency-brand-reporting-events', { brandId: 3 }), '/agency/brands/3/reporting/events'],
    [
      href('agency-creator-channel', { creatorId: 1, channelId: 7 }),
      '/agency/creators/1/channel/7',
    ],
    [href('brand-creator', { creatorId: 1 }), '/brand/creators/1/profile'],
    [href('brand-creator', { creatorId: 1, channelId: 7 }), '/brand/creators/1/profile/7'],
    [href('creator-brand', { brandId: 2 }), '/creator/brand/2'],
  ])('href fills %s', (built, expected) => {
    expect(built).toBe(expected);
  });
});
