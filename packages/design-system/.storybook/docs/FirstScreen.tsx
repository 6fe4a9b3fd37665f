// The Getting Started page's first screen: rendered live there, and shown as its source (with the
// package's name in the import), so the code a reader copies is the code that runs.
import { Plus } from 'lucide-react';
import {
  Button,
  DateText,
  Money,
  SearchField,
  Section,
  Table,
  type TableColumn,
  Toolbar,
} from '../../src/index.ts';

interface Campaign {
  id: number;
  name: string;
  brand: string;
  startDate: string;
  budget: number;
}

const columns: TableColumn<Campaign>[] = [
  { id: 'name', label: 'Campaign', value: (row) => row.name, allowsSorting: true, width: 220 },
  { id: 'brand', label: 'Brand', value: (row) => row.brand, allowsSorting: true },
  {
    id: 'start',
    label: 'Starts',
    value: (row) => row.startDate,
    cell: (row) => <DateText value={row.startDate} />,
    allowsSorting: true,
  },
  {
    id: 'budget',
    label: 'Budget',
    value: (row) => row.budget,
    cell: (row) => <Money value={row.budget} />,
    numeric: true,
    allowsSorting: true,
    firstSortDirection: 'descending',
  },
];

const campaigns: Campaign[] = [
  { id: 1, name: 'Spring launch', brand: 'Acme Corp', startDate: '2024-03-04', budget: 25_000 },
  { id: 2, name: 'Podcast week', brand: 'Globex Inc', startDate: '2024-04-15', budget: 8_500 },
  { id: 3, name: 'Back to school', brand: 'Initech', startDate: '2024-08-19', budget: 120_000 },
];

export function CampaignsPage() {
  return (
    <Section
      title="Campaigns"
      description="Every campaign of the agency, newest first."
      actions={
        <Button variant="primary" icon={<Plus />}>
          Create campaign
        </Button>
      }
    >
      <Toolbar
        start={<SearchField label="Search campaigns" isLabelHidden placeholder="Search" />}
      />
      <Table
        aria-label="Campaigns"
        columns={columns}
        rows={campaigns}
        getRowId={(row) => row.id}
        emptyState="No campaigns yet."
      />
    </Section>
  );
}
