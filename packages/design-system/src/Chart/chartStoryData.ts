// Stories only: realistic figures for an agency's dashboards, fixed so screenshots never move.

/** Agency revenue and creator payouts per month, with the plan for the coming months. */
export const REVENUE_BY_MONTH = [
  { month: '2023-04-01', revenue: 48250, payouts: 31200, projected: null },
  { month: '2023-05-01', revenue: 52100, payouts: 33900, projected: null },
  { month: '2023-06-01', revenue: 49800, payouts: 32400, projected: null },
  { month: '2023-07-01', revenue: 57300, payouts: 37200, projected: null },
  { month: '2023-08-01', revenue: 61200, payouts: 39800, projected: null },
  { month: '2023-09-01', revenue: 58900, payouts: 38300, projected: null },
  { month: '2023-10-01', revenue: 66400, payouts: 43100, projected: null },
  { month: '2023-11-01', revenue: 72800, payouts: 47300, projected: null },
  { month: '2023-12-01', revenue: 81500, payouts: 52900, projected: null },
  { month: '2024-01-01', revenue: 69700, payouts: 45300, projected: 69700 },
  { month: '2024-02-01', revenue: null, payouts: null, projected: 74000 },
  { month: '2024-03-01', revenue: null, payouts: null, projected: 79500 },
];

/** Views of sponsored segments per week (weeks start on Sunday). */
export const VIEWS_BY_WEEK = [
  { week: '2024-01-07', views: 1_204_000 },
  { week: '2024-01-14', views: 1_387_500 },
  { week: '2024-01-21', views: 986_200 },
  { week: '2024-01-28', views: 1_522_900 },
  { week: '2024-02-04', views: 1_748_300 },
  { week: '2024-02-11', views: 1_655_000 },
  { week: '2024-02-18', views: 2_104_700 },
  { week: '2024-02-25', views: 1_932_400 },
  { week: '2024-03-03', views: 2_318_800 },
  { week: '2024-03-10', views: 2_077_100 },
  { week: '2024-03-17', views: 2_540_600 },
  { week: '2024-03-24', views: 2_689_300 },
];

/** Events per month by status. */
export const EVENTS_BY_STATUS = [
  { month: '2023-10-01', aired: 42, scheduled: 0, pending: 0, cancelled: 5 },
  { month: '2023-11-01', aired: 51, scheduled: 0, pending: 0, cancelled: 3 },
  { month: '2023-12-01', aired: 38, scheduled: 0, pending: 0, cancelled: 7 },
  { month: '2024-01-01', aired: 47, scheduled: 0, pending: 0, cancelled: 4 },
  { month: '2024-02-01', aired: 55, scheduled: 0, pending: 0, cancelled: 6 },
  { month: '2024-03-01', aired: 29, scheduled: 24, pending: 8, cancelled: 2 },
  { month: '2024-04-01', aired: 0, scheduled: 36, pending: 14, cancelled: 1 },
];

export const EVENT_STATUS_SERIES = [
  { key: 'aired', label: 'Aired' },
  { key: 'scheduled', label: 'Scheduled' },
  { key: 'pending', label: 'Pending approval' },
  { key: 'cancelled', label: 'Cancelled' },
];

/** This quarter's events by status, for the donut. */
export const EVENT_STATUS_TOTALS = [
  { label: 'Aired', value: 131 },
  { label: 'Scheduled', value: 60 },
  { label: 'Pending approval', value: 22 },
  { label: 'Cancelled', value: 12 },
];

/** Revenue by brand this year, for a donut of money. */
export const REVENUE_BY_BRAND = [
  { label: 'Squarespace', value: 184_500 },
  { label: 'NordVPN', value: 142_250 },
  { label: 'Audible', value: 96_800 },
  { label: 'HelloFresh', value: 71_300 },
  { label: 'Brilliant', value: 44_900 },
  { label: 'Ridge Wallet', value: 31_600 },
  { label: 'Others', value: 27_150 },
];
