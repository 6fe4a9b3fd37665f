import { createContext, type Ref, useContext } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components/Tabs';
import { cx } from '../utils/cx.ts';
import { type TabListVariants, tab, tabList, tabPanel, tabs } from './Tabs.css.ts';

// The list's size reaches its tabs without a prop on each.
const TabSizeContext = createContext<TabListVariants['size']>('md');

export interface TabsProps extends RACTabsProps {
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs on React Aria: arrow keys move between tabs, Home and End jump, the panel follows.
 *
 * **Tabs that are route links.** Give each `Tab` an `href` and an `id` equal to its path, and
 * make the selection follow the router: `<Tabs selectedKey={pathname}>`. Inside React Aria's
 * `RouterProvider` (exported here, wrapped around the app with its `navigate` and `useHref`),
 * choosing a tab calls the router's `navigate` instead of loading a page; the router then
 * changes `pathname`, which selects the tab. Arrow keys move focus and, with the default
 * automatic activation, navigate as they go; pass `keyboardActivation="manual"` to navigate on
 * Enter or Space only. Render one `<TabPanel key={pathname} id={pathname}>` holding the route's
 * outlet (keyed: React Aria keeps a panel's first id, which the selected tab's `aria-controls`
 * must match).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs {...props} className={composeRenderProps(className, (extra) => cx(tabs, extra))} />
  );
}

export interface TabListProps<T extends object> extends RACTabListProps<T>, TabListVariants {
  /**
   * Tab height and text: sm 32 px and 13 px (inside cards), md 40 px and 14 px.
   * @default 'md'
   */
  size?: TabListVariants['size'];
  /**
   * The underlying `<div role="tablist">`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** The row of tabs; name it with `aria-label` when no heading names the tab set. */
export function TabList<T extends object>({ size = 'md', className, ...props }: TabListProps<T>) {
  return (
    <TabSizeContext.Provider value={size}>
      <RACTabList
        {...props}
        className={composeRenderProps(className, (extra) => cx(tabList({ size }), extra))}
      />
    </TabSizeContext.Provider>
  );
}

export interface TabProps extends RACTabProps {
  /**
   * Makes the tab a link: with a RouterProvider the app's router navigates to it. Give the tab
   * an `id` equal to this path and select it from the router's location (see Tabs).
   * @default undefined
   */
  href?: NonNullable<RACTabProps['href']>;
  /**
   * The underlying element (`<div role="tab">`, or `<a role="tab">` with `href`).
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** One tab; its `id` pairs it with the TabPanel of the same `id`. */
export function Tab({ className, ...props }: TabProps) {
  const size = useContext(TabSizeContext);
  return (
    <RACTab
      {...props}
      className={composeRenderProps(className, (extra) => cx(tab({ size }), extra))}
    />
  );
}

export interface TabPanelProps extends RACTabPanelProps {
  /**
   * The underlying `<div role="tabpanel">`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** The content of the selected tab; focusable when it holds nothing focusable itself. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (extra) => cx(tabPanel, extra))}
    />
  );
}
