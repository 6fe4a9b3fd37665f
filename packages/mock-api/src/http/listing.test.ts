import { describe, expect, it } from 'vitest';
import type { HttpError } from './HttpError.ts';
import { type ListSpec, paginate, readListQuery, type SortValue } from './listing.ts';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly score: number | null;
}

const SPEC: ListSpec<Row> = {
  sorts: { name: (row) => row.name, score: (row) => row.score, id: (row) => row.id },
  defaultSort: 'name',
};

const ROWS: Row[] = Array.from({ length: 53 }, (_, index) => ({
  id: index + 1,
  name: ['Beta', 'alpha', 'Gamma', 'delta'][index % 4] as string,
  score: index % 5 === 0 ? null : (index * 7) % 11,
}));

function walk(rows: readonly Row[], sort: string, perPage: number): number[] {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const query = new URLSearchParams({
      sort,
      per_page: String(perPage),
      ...(cursor === null ? {} : { cursor }),
    });
    const page = paginate(rows, readListQuery(query, SPEC), SPEC);
    seen.push(...page.data.map((row) => row.id));
    if (page.next === null) break;
    cursor = page.next;
  }
  return seen;
}

describe('paginate', () => {
  it.each([
    ['name', 10],
    ['-name', 7],
    ['score', 5],
    ['-score,name', 100],
    ['id', 1],
  ])('walks every row once sorted by %s, %i a page', (sort, perPage) => {
    const ids = walk(ROWS, sort, perPage);
    expect(ids).toHaveLength(ROWS.length);
    expect(new Set(ids).size).toBe(ROWS.length);
  });

  it('sorts case-insensitively, nulls last, ties by id', () => {
    const page = paginate(
      ROWS,
      readListQuery(new URLSearchParams('sort=score&per_page=100'), SPEC),
      SPEC,
    );
    const scores = page.data.map((row) => row.score);
    expect(scores.slice(-11).every((score) => score === null)).toBe(true);
    const names = paginate(
      ROWS,
      readListQuery(new URLSearchParams('per_page=4'), SPEC),
      SPEC,
    ).data.map((row) => row.name);
    expect(names).toEqual(['alpha', 'alpha', 'alpha', 'alpha']);
  });

  // A reader may give undefined (an optional field) as well as null: both are empty values.
  const SPARSE: Array<{ readonly id: number; readonly value: number | null | undefined }> = [
    { id: 1, value: 2 },
    { id: 2, value: null },
    { id: 3, value: 5 },
    { id: 4, value: undefined },
    { id: 5, value: 1 },
    { id: 6, value: null },
    { id: 7, value: 5 },
  ];
  const SPARSE_SPEC: ListSpec<(typeof SPARSE)[number]> = {
    sorts: { value: (row) => row.value as SortValue, id: (row) => row.id },
    defaultSort: 'value',
  };

  it.each([
    ['value', 7, [5, 1, 3, 7, 2, 4, 6]],
    ['value', 2, [5, 1, 3, 7, 2, 4, 6]],
    ['-value', 7, [3, 7, 1, 5, 2, 4, 6]],
    ['-value', 2, [3, 7, 1, 5, 2, 4, 6]],
    ['-value', 3, [3, 7, 1, 5, 2, 4, 6]],
    ['-value,-id', 3, [7, 3, 1, 5, 6, 4, 2]],
  ])(
    'sorts by %s with nulls and undefined last, %i a page, forwards and back',
    (sort, perPage, expected) => {
      const pageAt = (cursor: string | null) =>
        paginate(
          SPARSE,
          readListQuery(
            new URLSearchParams({
              sort,
              per_page: String(perPage),
              ...(cursor === null ? {} : { cursor }),
            }),
            SPARSE_SPEC,
          ),
          SPARSE_SPEC,
        );
      const pages: number[][] = [];
      let page = pageAt(null);
      pages.push(page.data.map((row) => row.id));
      while (page.next !== null) {
        page = pageAt(page.next);
        pages.push(page.data.map((row) => row.id));
      }
      expect(pages.flat()).toEqual(expected);
      const back: number[][] = [];
      while (page.prev !== null) {
        page = pageAt(page.prev);
        back.unshift(page.data.map((row) => row.id));
      }
      expect(back).toEqual(pages.slice(0, -1));
    },
  );

  it('goes back with the previous cursor', () => {
    const first = paginate(ROWS, readListQuery(new URLSearchParams('per_page=10'), SPEC), SPEC);
    const second = paginate(
      ROWS,
      readListQuery(new URLSearchParams({ per_page: '10', cursor: first.next ?? '' }), SPEC),
      SPEC,
    );
    expect(first.prev).toBeNull();
    const back = paginate(
      ROWS,
      readListQuery(new URLSearchParams({ per_page: '10', cursor: second.prev ?? '' }), SPEC),
      SPEC,
    );
    expect(back.data.map((row) => row.id)).toEqual(first.data.map((row) => row.id));
    expect(back.prev).toBeNull();
    expect(back.next).not.toBeNull();
  });

  it('keeps its place when a row is added before the cursor', () => {
    const first = paginate(
      ROWS,
      readListQuery(new URLSearchParams('sort=id&per_page=10'), SPEC),
      SPEC,
    );
    const grown = [{ id: 0, name: 'new', score: 1 }, ...ROWS];
    const second = paginate(
      grown,
      readListQuery(
        new URLSearchParams({ sort: 'id', per_page: '10', cursor: first.next ?? '' }),
        SPEC,
      ),
      SPEC,
    );
    expect(second.data[0]?.id).toBe(11);
  });

  it.each([
    ['an unknown sort field', 'sort=password', 'sort'],
    ['a page size of 0', 'per_page=0', 'per_page'],
    ['a page size too large', 'per_page=1000', 'per_page'],
    ['a page size that is not a number', 'per_page=ten', 'per_page'],
    ['a garbage cursor', 'cursor=%%%', 'cursor'],
    ['a cursor of base64 garbage', 'cursor=bm9wZQ', 'cursor'],
  ])('refuses %s with a 422 on the parameter', (_label, search, field) => {
    try {
      readListQuery(new URLSearchParams(search), SPEC);
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).status).toBe(422);
      expect(Object.keys((error as HttpError).extra.errors as object)).toEqual([field]);
    }
  });

  it('refuses a cursor made for another sort', () => {
    const first = paginate(
      ROWS,
      readListQuery(new URLSearchParams('sort=name&per_page=5'), SPEC),
      SPEC,
    );
    expect(() =>
      readListQuery(new URLSearchParams({ sort: 'score', cursor: first.next ?? '' }), SPEC),
    ).toThrow('another sort');
  });
});
