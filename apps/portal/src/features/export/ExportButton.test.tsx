import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { compareNames, WAIT } from '../../test/agencyQueries.ts';
import { captureDownloads } from '../../test/captureDownloads.ts';
import { openAgencyList } from '../../test/openAgencyList.ts';
import { parseCsv } from '../../test/parseCsv.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';

const mock = setupAgencyMockApi();

const unconverted = () =>
  mock.backend.store.creators
    .all()
    .filter((creator) => !creator.deleted_at && !creator.converted)
    .sort((a, b) => compareNames(b.name, a.name));

const downloads = captureDownloads();

/** Every page after the first answers only once `release` is called; each one counted. */
function holdNextPages() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pages: URLSearchParams[] = [];
  mock.server.use(
    http.get('*/api/creators', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('per_page') !== '100') return undefined;
      pages.push(query);
      if (query.has('cursor')) await released;
      return undefined;
    }),
  );
  return { pages, release };
}

const LIST = '/agency/creators?filter.converted=false&sort=-name';

describe('Export CSV', () => {
  it('writes every row of the filtered, sorted list, reading it a hundred at a time', async () => {
    const { user } = await openAgencyList(LIST);
    const expected = unconverted();
    expect(expected.length).toBeGreaterThan(100);
    const requests: URLSearchParams[] = [];
    mock.server.use(
      http.get('*/api/creators', ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV of creators' }));
    await waitFor(() => expect(downloads).toHaveLength(1), WAIT);
    const [file] = downloads;
    expect(file?.name).toBe('creators-2026-11-20.csv');
    const [headers, ...rows] = parseCsv((await file?.text) ?? '');
    expect(headers).toEqual(['Creator', 'Channels', 'CM rep', 'Converted', 'Added']);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => row[0])).toEqual(expected.map((creator) => creator.name));
    expect(rows.map((row) => row[3])).toEqual(expected.map(() => 'false'));
    // Dates raw (ISO), not as the table shows them.
    expect(rows[0]?.[4]).toBe(expected[0]?.created_at);
    expect(requests.length).toBe(Math.ceil(expected.length / 100));
    for (const query of requests) {
      expect(query.get('per_page')).toBe('100');
      expect(query.get('converted')).toBe('0');
      expect(query.get('sort')).toBe('-name');
    }
    // Back once the export has finished, a render after the file was handed over.
    expect(await screen.findByRole('button', { name: 'Export CSV of creators' })).toBeTruthy();
  });

  it('shows the rows written of the total, and Cancel stops it with no file', async () => {
    const { user } = await openAgencyList(LIST);
    const held = holdNextPages();
    await user.click(screen.getByRole('button', { name: 'Export CSV of creators' }));
    const progress = await screen.findByRole('progressbar', { name: 'Exporting creators' }, WAIT);
    await waitFor(
      () =>
        expect(progress.getAttribute('aria-valuetext')).toBe(`100 of ${unconverted().length} rows`),
      WAIT,
    );
    await waitFor(() => expect(held.pages).toHaveLength(2), WAIT);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => held.release());
    expect(await screen.findByRole('button', { name: 'Export CSV of creators' })).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  it('says why a failed page stopped it, and Retry writes the whole file', async () => {
    const { user } = await openAgencyList(LIST);
    let failing = true;
    mock.server.use(
      http.get('*/api/creators', async ({ request }) => {
        if (!failing || !new URL(request.url).searchParams.has('cursor')) return undefined;
        await delay(10);
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV of creators' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toMatch(/^The creators could not be exported: /);
    expect(downloads).toEqual([]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(downloads).toHaveLength(1), WAIT);
    const rows = parseCsv((await downloads[0]?.text) ?? '');
    expect(rows).toHaveLength(unconverted().length + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
