import type { SideNavGroup, SideNavItem } from '@airtime/design-system';
import type { RouteAccessKey } from '@airtime/domain';
import type { ReactNode } from 'react';
import type { PageRoute } from '../../app/defineRoutes.ts';
import { ROUTE_PATHS } from '../../app/paths.ts';
import { routeTabs } from '../../app/routes/routeTabs.ts';

/** A page the command palette offers. */
export interface PalettePage {
  readonly id: string;
  readonly label: string;
  /** Where it sits: its menu group or the page whose tab it is. */
  readonly description?: string;
  readonly href: string;
  readonly icon?: ReactNode;
}

/** The entry of `routes`, at any depth, whose plain path is `path`. */
function routeAt(routes: readonly PageRoute[], path: string): PageRoute | undefined {
  for (const route of routes) {
    if (route.name !== undefined && ROUTE_PATHS[route.name] === path) return route;
    const inner = routeAt(route.children ?? [], path);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function page(item: SideNavItem, description?: string): PalettePage {
  return {
    id: `page:${item.href}`,
    label: item.label,
    href: item.href,
    ...(description === undefined ? {} : { description }),
    ...(item.icon === undefined ? {} : { icon: item.icon }),
  };
}

/**
 * The pages the user may open, as the side navigation offers them (its groups and bottom links,
 * built by the same rules), each followed by its tabs from the route table that the user may
 * open (decisions §7): Finance's reports, Traffic's lists.
 */
export function getPalettePages(
  groups: readonly SideNavGroup[],
  bottomLinks: readonly SideNavItem[],
  routes: readonly PageRoute[],
  mayOpen: (access: RouteAccessKey) => boolean,
): PalettePage[] {
  const items = [
    ...groups.flatMap((group) => group.items.map((item) => ({ item, group: group.title }))),
    ...bottomLinks.map((item) => ({ item, group: undefined })),
  ];
  const pages: PalettePage[] = [];
  const seen = new Set<string>();
  const add = (found: PalettePage) => {
    if (seen.has(found.href)) return;
    seen.add(found.href);
    pages.push(found);
  };
  for (const { item, group } of items) {
    add(page(item, group));
    const route = routeAt(routes, item.href);
    if (route === undefined) continue;
    for (const tab of routeTabs(route, item.href)) {
      if (tab.access !== undefined && !mayOpen(tab.access)) continue;
      add({ id: `page:${tab.to}`, label: tab.label, description: item.label, href: tab.to });
    }
  }
  return pages;
}
