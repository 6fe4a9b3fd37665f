import { Tab, TabList, TabPanel, Tabs } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { useLocation, useResolvedPath } from 'react-router';

export interface RouteTab {
  readonly label: string;
  /** Relative to the layout's route ('' for its index), or absolute. */
  readonly to: string;
}

function useTabHrefs(
  tabs: readonly RouteTab[],
): { readonly tab: RouteTab; readonly href: string }[] {
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  return tabs.map((tab) => ({
    tab,
    href: tab.to.startsWith('/') ? tab.to : tab.to === '' ? base : `${base}/${tab.to}`,
  }));
}

/**
 * A layout route's child pages as tabs (decisions §6): each a link, the current one selected.
 * Pass the child page (`<Outlet />`) as children: it becomes the selected tab's panel, which the
 * selected tab's aria-controls names (without a panel that reference dangles, an axe violation).
 * The panel carries `data-page-content`: where the page's content starts (page anatomy).
 */
export function RouteTabs({
  label,
  tabs,
  orientation = 'horizontal',
  size = 'md',
  panelClassName,
  children,
}: {
  readonly label: string;
  readonly tabs: readonly RouteTab[];
  /**
   * 'vertical': a side list left of the panel, for a second level of tabs (a record's reports);
   * up and down arrows move between them.
   */
  readonly orientation?: 'horizontal' | 'vertical';
  /** 'sm': 32 px tabs in 13 px, for a record's compact tab row under its header line. */
  readonly size?: 'sm' | 'md';
  /** Extra class for the panel, e.g. a record's tighter gap under its tab row. */
  readonly panelClassName?: string;
  /** The child page (`<Outlet />`): the selected tab's panel, which its aria-controls names. */
  readonly children: ReactNode;
}) {
  const { pathname } = useLocation();
  const entries = useTabHrefs(tabs);
  // The longest href the path starts with is current, so an index tab yields to deeper ones.
  const current = entries
    .map(({ href }) => href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
  const tabBar = (
    <Tabs orientation={orientation} {...(current === undefined ? {} : { selectedKey: current })}>
      <TabList aria-label={label} size={size}>
        {entries.map(({ tab, href }) => (
          <Tab key={href} id={href} href={href}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {current !== undefined && (
        // Keyed: React Aria keeps a panel's first id, and the selected tab's aria-controls must
        // name the panel shown now, not the one of the first tab visited.
        <TabPanel
          key={current}
          id={current}
          {...(panelClassName === undefined ? {} : { className: panelClassName })}
          data-page-content=""
        >
          {children}
        </TabPanel>
      )}
    </Tabs>
  );
  // Off every tab's path (no tab selected), the page still shows, outside the tabs.
  return current === undefined ? (
    <>
      {tabBar}
      {children}
    </>
  ) : (
    tabBar
  );
}
