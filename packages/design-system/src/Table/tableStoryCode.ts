// Stories only: the code "Show code" displays for the Table's stories. The stories render through
// helpers (generated rows, a stateful wrapper) that a reader cannot copy; this is the same table
// as an app would write it, with the package's public exports only.

const COLUMNS = `interface Campaign {
  id: string;
  name: string;
  brand: string;
  creator: string;
  status: string;
  budget: number | null;
  views: number;
  airings: number;
  startDate: string; // yyyy-MM-dd
}

// Declared once, outside the component: the Table wants stable columns (or memoize them).
const columns: TableColumn<Campaign>[] = [
  { id: 'name', label: 'Campaign', value: (row) => row.name, allowsSorting: true, width: 240, grow: true },
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
  { id: 'airings', label: 'Airings', value: (row) => row.airings, allowsSorting: true, numeric: true, width: 90 },
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

const getCampaignId = (campaign: Campaign) => campaign.id;`;

interface CampaignsTableCode {
  /** Public exports beyond those the columns use (`Button`, `EmptyState`, ...). */
  readonly imports?: readonly string[];
  /** Other import lines (`lucide-react`, `react`). */
  readonly moreImports?: readonly string[];
  /**
   * The Table's props beyond its name, columns, rows and row ids, one JSX attribute each (lines
   * after an attribute's first indented as they would sit under it).
   */
  readonly props?: readonly string[];
  /** Code in place of the bare `<Table>`, e.g. a component holding state; `TABLE` marks the table. */
  readonly body?: string;
  /** Indentation of the table inside `body`. */
  readonly indent?: string;
}

/** The campaigns table of the stories, as copyable code. */
export function campaignsTableCode({
  imports = [],
  moreImports = [],
  props = [],
  body = 'TABLE',
  indent = '',
}: CampaignsTableCode = {}): string {
  const names = [...new Set(['DateText', 'Money', 'Num', 'Table', ...imports])].sort();
  const attributes = [
    'aria-label="Campaigns"',
    'columns={columns}',
    'rows={campaigns}',
    'getRowId={getCampaignId}',
    ...props,
  ];
  const table = ['<Table', ...attributes.map((attribute) => `  ${attribute}`), '/>']
    .join('\n')
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${indent}${line}`))
    .join('\n');
  return [
    `import { ${names.join(', ')}, type TableColumn } from '@airtime/design-system';`,
    ...moreImports,
    '',
    COLUMNS,
    '',
    body.replace('TABLE', table),
  ].join('\n');
}
