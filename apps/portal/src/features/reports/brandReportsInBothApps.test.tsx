import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppPage } from '../../test/renderAppPage.tsx';
import { renderBrandRoute, SEED_NOW, setupBrandTests } from '../../test/renderBrandRoute.tsx';

// Each brand report is one component (issue 16): the agency's brand record and the brand app
// render it for the same brand and period, and a user of either reads the same figures, charts
// and tables. The brand persona's picker starts on its first brand by name.

const mock = setupBrandTests();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEED_NOW);
});
afterAll(() => vi.useRealTimers());

/** The brand the brand app opens on: the first of the persona's brands (2, 3, 5) by name. */
function brandAppBrandId(): number {
  const [first] = [2, 3, 5]
    .map((id) => mock.backend.store.brands.get(id))
    .sort((a, b) => (a?.name ?? '').localeCompare(b?.name ?? ''));
  if (first === undefined) throw new Error('The seed has no persona brand.');
  return first.id;
}

interface ReportCase {
  /** The report's tab in the agency's brand reporting, and in the brand app's if it differs. */
  readonly tab: string;
  readonly brandAppTab?: string;
  readonly title: string;
  readonly query: string;
  /** The labels of its figures (Stat). */
  readonly figures: readonly string[];
  /** The names of its charts. */
  readonly charts: readonly string[];
  /** The names of its tables. */
  readonly tables: readonly string[];
  /** Rows agency staff see that brand users may not (the server's rule, not the report's). */
  readonly agencyOnlyRows?: RegExp;
}

const REPORTS: readonly ReportCase[] = [
  {
    tab: 'campaign-tracking',
    title: 'Campaign Tracking',
    query: 'sort=-created_at',
    figures: [],
    charts: ['Campaigns by status'],
    tables: ['Campaigns'],
  },
  {
    tab: 'creators',
    // The brand app's Reporting opens on its Creators report.
    brandAppTab: '',
    title: 'Creators',
    query: 'filter.month=2026-11',
    figures: [],
    charts: ['Spend by creator (top 10), 11/26'],
    tables: ['Creators, 11/26'],
    // A creator proposed to the brand but not sent to it yet is the agency's to see.
    agencyOnlyRows: /Unsent/,
  },
  {
    tab: 'analysis',
    title: 'Campaign Analysis',
    query: 'filter.period=last-6-months',
    figures: [],
    charts: ['Spend and revenue by campaign (top 10), last 6 months'],
    tables: ['Campaigns, last 6 months'],
  },
  {
    tab: 'events',
    title: 'Events',
    query: 'filter.month=2026-11',
    figures: [
      'Aired events',
      'Planned events',
      'Views',
      'Estimated views',
      'Views vs estimate',
      'Spend',
      'CPM',
    ],
    charts: ['Views vs estimate by creator, 11/26'],
    tables: ['Events, 11/26'],
  },
  {
    tab: 'seismograph',
    title: 'Seismograph',
    query: 'filter.month=2026-11',
    figures: [
      'Views',
      'Estimated views',
      'Views vs estimate',
      'Aired events',
      'Days with airings',
      'Peak day views',
    ],
    charts: ['Views by day, 11/26'],
    tables: [],
  },
  {
    tab: 'effectiveness',
    title: 'Effectiveness',
    query: 'filter.period=last-3-months',
    figures: [
      'Aired events',
      'Views',
      'Estimated views',
      'Views vs estimate',
      'Spend',
      'CPM',
      'Conversions',
      'Cost per conversion',
      'Return on spend',
    ],
    charts: [
      'Views vs estimate by creator (top 10 by estimate), last 3 months',
      'Spend by platform, last 3 months',
      'Lowest CPM by creator, last 3 months',
    ],
    tables: ['Effectiveness by creator, last 3 months'],
  },
];

/** A figure's label and value, as the report shows it (not the agency's brand header's). */
function figureText(label: string): string {
  const element = screen
    .getAllByText(label, { selector: 'div' })
    .find((candidate) => candidate.closest('[aria-label="Brand"]') === null);
  return element?.parentElement?.textContent ?? `no figure ${label}`;
}

/** What a user reads of the report once everything has loaded. */
async function readReport({ title, figures, charts, tables }: ReportCase) {
  await screen.findByRole('heading', { name: title });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 30_000,
  });
  const chartTexts = await Promise.all(
    charts.map(async (name) => (await screen.findByRole('figure', { name })).textContent),
  );
  const tableRows = await Promise.all(
    tables.map(async (name) =>
      within(await screen.findByRole('grid', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ),
  );
  return { figures: figures.map(figureText), charts: chartTexts, tables: tableRows };
}

describe('a brand report in both apps', { timeout: 120_000 }, () => {
  it.each(REPORTS)('$title reads the same in the agency and in the brand app', async (report) => {
    const brandId = brandAppBrandId();
    await renderBrandRoute(`/agency/brands/${brandId}/reporting/${report.tab}?${report.query}`, {
      as: 'admin',
    });
    const agency = await readReport(report);
    cleanup();
    vi.setSystemTime(SEED_NOW);
    await renderAppPage(`/brand/reports/${report.brandAppTab ?? report.tab}?${report.query}`, {
      as: 'brand',
    });
    const brandApp = await readReport(report);
    const { agencyOnlyRows } = report;
    expect(brandApp).toEqual({
      ...agency,
      tables:
        agencyOnlyRows === undefined
          ? agency.tables
          : agency.tables.map((rows) => rows.filter((row) => !agencyOnlyRows.test(row ?? ''))),
    });
    for (const figure of agency.figures) expect(figure).toMatch(/\d/);
    for (const rows of agency.tables) expect(rows.length).toBeGreaterThan(1);
  });
});
