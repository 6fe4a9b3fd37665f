import type { RouteTab } from '../../../features/page/RouteTabs.tsx';

/** The brand detail routes (spec §2), relative to /agency/brands/{id}. */
export const BRAND_TABS: readonly RouteTab[] = [
  { label: 'Dashboard', to: '' },
  { label: 'Prospecting', to: 'prospecting' },
  { label: 'Planning', to: 'planning' },
  { label: 'Production', to: 'production' },
  { label: 'Settings', to: 'settings' },
  { label: 'Reporting', to: 'reporting' },
];

/** The Reporting children; Revenue only for those who may open it (decisions §7). */
export function getReportingTabs(canSeeRevenue: boolean): readonly RouteTab[] {
  return [
    { label: 'Campaign Tracking', to: 'reporting/campaign-tracking' },
    { label: 'Events', to: 'reporting/events' },
    { label: 'Campaign Analysis', to: 'reporting/analysis' },
    { label: 'Seismograph', to: 'reporting/seismograph' },
    { label: 'Effectiveness', to: 'reporting/effectiveness' },
    { label: 'Creators', to: 'reporting/creators' },
    ...(canSeeRevenue ? [{ label: 'Revenue', to: 'reporting/revenue' }] : []),
    { label: 'Sales Activity', to: 'reporting/activity' },
    { label: 'Import Activity', to: 'reporting/import-activity' },
    { label: 'Contracts', to: 'reporting/contracts' },
  ];
}
