import { describe, expect, it } from 'vitest';
import {
  addPaletteUse,
  getFrequentUses,
  getRecentUses,
  PALETTE_HISTORY_SIZE,
  type PaletteUse,
  parsePaletteHistory,
} from './paletteHistory.ts';

const use = (id: string, count: number, lastUsedAt: number): PaletteUse => ({
  id,
  count,
  lastUsedAt,
});
const ids = (uses: readonly PaletteUse[]) => uses.map((each) => each.id);
const BRAND = { label: 'Acme', description: 'Brand', href: '/agency/brands/1/dashboard' };

describe('parsePaletteHistory', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"id":"a"}', []],
    ['a list of uses', JSON.stringify([use('a', 2, 10)]), [use('a', 2, 10)]],
    [
      'with a record',
      JSON.stringify([{ ...use('r', 1, 5), record: BRAND }]),
      [{ ...use('r', 1, 5), record: BRAND }],
    ],
    [
      'drops what is no use',
      JSON.stringify([use('a', 1, 1), { id: 3 }, { ...use('b', 1, 1), record: { label: 1 } }]),
      [use('a', 1, 1)],
    ],
  ])('%s', (_case, text, expected) => {
    expect(parsePaletteHistory(text)).toEqual(expected);
  });
});

describe('addPaletteUse', () => {
  it.each([
    ['a first use', [], 'a', 100, [use('a', 1, 100)]],
    [
      'counts a repeat and moves it first',
      [use('b', 1, 50), use('a', 3, 10)],
      'a',
      100,
      [use('a', 4, 100), use('b', 1, 50)],
    ],
    [
      'keeps the others in recent order',
      [use('c', 1, 30), use('b', 5, 20)],
      'd',
      40,
      [use('d', 1, 40), use('c', 1, 30), use('b', 5, 20)],
    ],
  ])('%s', (_case, history, id, now, expected) => {
    expect(addPaletteUse(history, id, now)).toEqual(expected);
  });

  it("keeps a record's details, refreshed on each use", () => {
    const renamed = { ...BRAND, label: 'Acme Inc' };
    const history = addPaletteUse(addPaletteUse([], 'brand:1', 1, BRAND), 'brand:1', 2, renamed);
    expect(history).toEqual([{ ...use('brand:1', 2, 2), record: renamed }]);
  });

  it(`keeps the ${PALETTE_HISTORY_SIZE} most recent`, () => {
    const full = Array.from({ length: PALETTE_HISTORY_SIZE }, (_, index) =>
      use(`old${index}`, 1, PALETTE_HISTORY_SIZE - index),
    );
    const next = addPaletteUse(full, 'new', 1_000);
    expect(next).toHaveLength(PALETTE_HISTORY_SIZE);
    expect(next[0]?.id).toBe('new');
    expect(ids(next)).not.toContain(`old${PALETTE_HISTORY_SIZE - 1}`);
  });
});

describe('getRecentUses', () => {
  it.each([
    ['none', [], 5, []],
    ['most recent first', [use('a', 9, 1), use('b', 1, 3), use('c', 1, 2)], 5, ['b', 'c', 'a']],
    ['at most the limit', [use('a', 1, 1), use('b', 1, 3), use('c', 1, 2)], 2, ['b', 'c']],
  ])('%s', (_case, history, limit, expected) => {
    expect(ids(getRecentUses(history, limit))).toEqual(expected);
  });
});

describe('getFrequentUses', () => {
  it.each([
    ['none', [], [], []],
    ['only those chosen twice or more', [use('a', 1, 9), use('b', 2, 1)], [], ['b']],
    ['most used first', [use('a', 2, 9), use('b', 7, 1), use('c', 4, 5)], [], ['b', 'c', 'a']],
    ['the more recent among equals', [use('a', 3, 1), use('b', 3, 2)], [], ['b', 'a']],
    ['not those shown as recent', [use('a', 5, 9), use('b', 3, 1)], ['a'], ['b']],
  ])('%s', (_case, history, shown, expected) => {
    expect(ids(getFrequentUses(history, new Set(shown)))).toEqual(expected);
  });

  it('at most the limit', () => {
    const history = [use('a', 2, 1), use('b', 3, 1), use('c', 4, 1)];
    expect(ids(getFrequentUses(history, new Set(), 2))).toEqual(['c', 'b']);
  });
});
