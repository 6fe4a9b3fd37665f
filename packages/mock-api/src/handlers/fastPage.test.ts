import { describe, expect, it } from 'vitest';
import { type ListSpec, paginate, readListQuery } from '../http/listing.ts';
import { paginateFast } from './fastPage.ts';

interface Row {
  readonly id: number;
  readonly day: number | null;
  readonly label: string;
}

// Many ties and some nulls, so the boundary value and the id tie-break both matter.
const rows: Row[] = Array.from({ length: 2_400 }, (_, index) => ({
  id: ((index * 7919) % 2_400) + 1,
  day: index % 13 === 0 ? null : 20_260_000 + ((index * 31) % 97),
  label: `row ${index % 50}`,
}));

const SPEC: ListSpec<Row> = {
  sorts: { day: (row) => row.day, label: (row) => row.label, id: (row) => row.id },
  defaultSort: 'day',
};

function walkAll(
  page: typeof paginate<Row>,
  sort: string,
  perPage: number,
  direction: 'next' | 'prev' = 'next',
): number[][] {
  const pages: number[][] = [];
  let query = new URLSearchParams({ sort, per_page: String(perPage) });
  // Walk forward to the end, then (for 'prev') back to the start from the last page.
  for (let guard = 0; guard < 1_000; guard += 1) {
    const result = page(rows, readListQuery(query, SPEC), SPEC);
    pages.push(result.data.map((row) => row.id));
    expect(result.total).toBe(rows.length);
    const cursor = direction === 'next' ? result.next : result.prev;
    if (direction === 'prev' && pages.length === 1 && result.next !== null) {
      // First go to the last page forwards.
      let last = result;
      while (last.next !== null) {
        last = page(
          rows,
          readListQuery(
            new URLSearchParams({ sort, per_page: String(perPage), cursor: last.next }),
            SPEC,
          ),
          SPEC,
        );
      }
      pages.push(last.data.map((row) => row.id));
      if (last.prev === null) break;
      query = new URLSearchParams({ sort, per_page: String(perPage), cursor: last.prev });
      continue;
    }
    if (cursor === null) break;
    query = new URLSearchParams({ sort, per_page: String(perPage), cursor });
  }
  return pages;
}

describe('paginateFast', () => {
  it.each([
    ['day', 60],
    ['-day', 45],
    ['id', 100],
    ['-day,id', 100],
    ['label', 100],
  ])('gives the same pages as paginate sorted by %s, %i a page, both ways', (sort, perPage) => {
    expect(walkAll(paginateFast, sort, perPage)).toEqual(walkAll(paginate, sort, perPage));
    expect(walkAll(paginateFast, sort, perPage, 'prev')).toEqual(
      walkAll(paginate, sort, perPage, 'prev'),
    );
  });

  it('visits every row once', () => {
    const ids = walkAll(paginateFast, '-day', 70).flat();
    expect(ids).toHaveLength(rows.length);
    expect(new Set(ids).size).toBe(rows.length);
  });
});
