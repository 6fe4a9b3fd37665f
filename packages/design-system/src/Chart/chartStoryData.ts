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

/** Spend and revenue per campaign ("creator · channel"): long names that crowd a category axis. */
export const SPEND_BY_CAMPAIGN = [
  {
    campaign: 'Creative Cinema Show · Creative Cinema Show on X',
    spend: 135_000,
    revenue: 359_000,
  },
  {
    campaign: 'The Juvenile Stock Club · The Juvenile Stock Club on X',
    spend: 81_250,
    revenue: 166_200,
  },
  { campaign: 'Maggie Klocko · Maggie Klocko on Snapchat', spend: 40_750, revenue: 80_100 },
  { campaign: 'Paul Mante', spend: 34_950, revenue: 75_400 },
  { campaign: 'London Lebsack · London Lebsack on LinkedIn', spend: 34_650, revenue: 82_300 },
  { campaign: 'Natural Monster Lab · Natural Monster Lab', spend: 30_550, revenue: 32_900 },
  { campaign: 'The Impassioned Premium Daily', spend: 21_050, revenue: 26_800 },
  { campaign: 'The Quarrelsome Necklace Show · on Apple Podcasts', spend: 17_800, revenue: 66_400 },
];

/** Campaigns by status with the tone each status's badge shows (the portal's map). */
export const CAMPAIGNS_BY_STATUS = [
  { label: 'Active', value: 15, tone: 'positive' },
  { label: 'Planning', value: 9, tone: 'info' },
  { label: 'Paused', value: 4, tone: 'warning' },
  { label: 'Cancelled', value: 3, tone: 'critical' },
  { label: 'Completed', value: 6, tone: 'neutral' },
  { label: 'Suggested Renewal', value: 2, tone: 'accent' },
] as const;
