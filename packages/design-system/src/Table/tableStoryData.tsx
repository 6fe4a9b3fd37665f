// Sample data for the Table's stories and its benchmark (bench/): deterministic, so screenshots
// and timings compare run to run. Not exported from the package.
import { DateText } from '../DateText/DateText.tsx';
import { Money } from '../Money/Money.tsx';
import { Num } from '../Num/Num.tsx';
import type { TableColumn } from './tableColumns.ts';
import type { TableRowGroups } from './tableRowGroups.ts';

export interface Campaign {
  id: string;
  name: string;
  brand: string;
  creator: string;
  status: string;
  budget: number | null;
  views: number;
  airings: number;
  startDate: string;
}

const BRANDS = ['Acme', 'Brightside', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli'];
const CREATORS = ['Maya Chen', 'Leo Park', 'Ana Souza', 'Sam Okafor', 'Iris Novak', 'Theo Grant'];
const TOPICS = ['spring launch', 'podcast series', 'holiday push', 'back to school', 'summer tour'];
const STATUSES = ['Planning', 'Live', 'Paused', 'Completed'];

/** A small deterministic generator (a linear congruential one): the same rows on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

/** `count` sponsorship campaigns with ids `c1`, `c2`, ... */
export function makeCampaigns(count: number, seed = 7): Campaign[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const brand = pick(BRANDS, next);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    return {
      id: `c${index + 1}`,
      name: `${brand} ${pick(TOPICS, next)} ${index + 1}`,
      brand,
      creator: pick(CREATORS, next),
      status: pick(STATUSES, next),
      // Some campaigns have no budget yet: they sort last and show an em dash.
      budget: next() < 0.05 ? null : Math.round(next() * 250_000),
      views: Math.round(next() * 5_000_000),
      airings: Math.floor(next() * 40),
      startDate: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  });
}

/** Eight columns: text, figures (right-aligned) and a date. */
export const campaignColumns: ReadonlyArray<TableColumn<Campaign>> = [
  {
    id: 'name',
    label: 'Campaign',
    value: (row) => row.name,
    allowsSorting: true,
    width: 240,
    grow: true,
  },
  { id: 'brand', label: 'Brand', value: (row) => row.brand, allowsSorting: true, width: 140 },
  { id: 'creator', label: 'Creator', value: (row) => row.creator, allowsSorting: true, width: 150 },
  { id: 'status', label: 'Status', value: (row) => row.status, allowsSorting: true, width: 110 },
  {
    id: 'budget',
    label: 'Budget',
    value: (row) => row.budget,
    cell: (row) => <Money value={row.budget} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 120,
  },
  {
    id: 'views',
    label: 'Views',
    value: (row) => row.views,
    cell: (row) => <Num value={row.views} compact />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 100,
  },
  {
    id: 'airings',
    label: 'Airings',
    value: (row) => row.airings,
    allowsSorting: true,
    numeric: true,
    width: 90,
  },
  {
    id: 'startDate',
    label: 'Start date',
    value: (row) => row.startDate,
    cell: (row) => <DateText value={row.startDate} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
  },
];

export const getCampaignId = (row: Campaign) => row.id;

/** The rows by status, work first and the completed folded under their count. */
export const campaignStatusGroups: TableRowGroups<Campaign> = {
  groups: [
    { key: 'Paused', title: 'Paused' },
    { key: 'Live', title: 'Live' },
    { key: 'Planning', title: 'Planning' },
    { key: 'Completed', title: 'Completed', isCollapsible: true },
  ],
  groupOf: (campaign) => campaign.status,
  countLabel: (count) => `${count} ${count === 1 ? 'campaign' : 'campaigns'}`,
};
