import { installNodeFormGlobals } from '@airtime/mock-api/node';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { renderBrandRoute, setupBrandTests } from '../../test/renderBrandRoute.tsx';
import { checkActivityFile } from './ActivityImportModal.tsx';

const mock = setupBrandTests();
// Node's fetch carries the fake's uploads: it needs Node's FormData and File, not jsdom's.
let restoreForms = () => {};
beforeAll(async () => {
  restoreForms = await installNodeFormGlobals();
});
afterAll(() => restoreForms());

const BRAND = 2;
const CSV = [
  'date,creator,metric,value',
  '2026-11-02,Jane Doe,clicks,1200',
  '2026-11-02,Jane Doe,likes,3',
  '2026-11-03,The Daily Show,revenue,99.5',
].join('\n');

const csv = (text: string) => new File([text], 'activity.csv', { type: 'text/csv' });

async function openImport() {
  await renderBrandRoute(`/agency/brands/${BRAND}/reporting/import-activity`, { as: 'admin' });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 40_000 }),
  );
  return screen.findByRole('dialog', { name: 'Import sales activity' }, WAIT);
}

describe('checkActivityFile', () => {
  it.each<[number, string | undefined]>([
    [2 * 1024 * 1024, undefined],
    [
      2 * 1024 * 1024 + 1,
      'The file is 2.0 MB; the import takes files up to 2 MB. Split it and import each part.',
    ],
    [
      3.3 * 1024 * 1024,
      'The file is 3.3 MB; the import takes files up to 2 MB. Split it and import each part.',
    ],
  ])('a file of %i bytes: %s', (size, message) => {
    expect(checkActivityFile({ size })).toBe(message);
  });
});

describe('ActivityImportModal', { timeout: 90_000 }, () => {
  it('previews the rows it takes and refuses, then imports the taken ones', async () => {
    const dialog = await openImport();
    await expectAccessible();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv(CSV));
    expect(
      await within(dialog).findByText(
        '2 rows will be imported; 1 row is refused.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    const refused = within(dialog).getByRole('grid', { name: 'Refused rows' });
    expect(within(refused).getAllByRole('row')[1]?.textContent).toContain(
      '3The metric "likes" is not one of clicks, conversions, revenue.',
    );
    expect(mock.backend.store.salesActivity.lookup('brand_id', BRAND)).toHaveLength(0);
    await expectAccessible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(mock.backend.store.salesActivity.lookup('brand_id', BRAND)).toHaveLength(2);
  });

  it('stops a file over 2 MB before sending it, with its size', async () => {
    const dialog = await openImport();
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      csv(`date,creator,metric,value\n${'x'.repeat(3 * 1024 * 1024)}`),
    );
    expect(
      within(dialog).getByText(
        'The file is 3.0 MB; the import takes files up to 2 MB. Split it and import each part.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/will be imported/)).toBeNull();
  });

  it('says why a file is refused whole, under the field', async () => {
    const dialog = await openImport();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv('day,who\n1,2\n'));
    expect(
      await within(dialog).findByText(/^The first line must name the columns/, undefined, WAIT),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('CSV file').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('BrandSalesActivityPage', () => {
  it('lists the imported rows, newest day first', { timeout: 60_000 }, async () => {
    const { store } = mock.backend;
    for (const [date, metric, value] of [
      ['2026-11-02', 'clicks', 1200],
      ['2026-11-03', 'revenue', 99.5],
    ] as const)
      store.salesActivity.insert({
        brand_id: BRAND,
        date,
        creator: 'Jane Doe',
        metric,
        value,
        imported_at: '2026-11-20T10:00:00.000Z',
        imported_by: 2,
      });
    await renderBrandRoute(`/agency/brands/${BRAND}/reporting/activity`, { as: 'admin' });
    const grid = await screen.findByRole(
      'grid',
      { name: 'Imported sales activity' },
      { timeout: 40_000 },
    );
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3), WAIT);
    const rows = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Nov 03, 2026');
    expect(rows[0]).toContain('$99.50');
    expect(rows[1]).toContain('1,200');
  });
});
