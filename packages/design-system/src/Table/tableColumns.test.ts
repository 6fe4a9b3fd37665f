import { describe, expect, it } from 'vitest';
import { clampColumnWidth, getColumnTracks, type TableColumn } from './tableColumns.ts';

type Row = { name: string };
const name: TableColumn<Row> = { id: 'name', label: 'Name', width: 240, grow: true };
const budget: TableColumn<Row> = { id: 'budget', label: 'Budget', width: 120, numeric: true };
const status: TableColumn<Row> = { id: 'status', label: 'Status' };

describe('getColumnTracks', () => {
  it.each<[string, TableColumn<Row>[], Record<string, number>, boolean, string, number]>([
    [
      'without a growing column, columns share the spare width by their widths',
      [budget, status],
      {},
      false,
      'minmax(120px, 120fr) minmax(160px, 160fr)',
      280,
    ],
    [
      'all columns resized: a filler track takes the spare width',
      [budget, status],
      { budget: 100, status: 100 },
      false,
      '100px 100px minmax(0, 1fr)',
      200,
    ],
    [
      'a resized column keeps its width while the others share the spare width',
      [budget, status],
      { budget: 100 },
      false,
      '100px minmax(160px, 160fr)',
      260,
    ],
    [
      'a growing column takes the spare width',
      [name, budget],
      {},
      false,
      'minmax(240px, 1fr) 120px',
      360,
    ],
    ['the selection column comes first', [name], {}, true, '40px minmax(240px, 1fr)', 280],
    [
      'a resized column keeps its width',
      [name, budget],
      { name: 300 },
      false,
      '300px 120px minmax(0, 1fr)',
      420,
    ],
    [
      'a resized fixed column',
      [name, budget],
      { budget: 90 },
      false,
      'minmax(240px, 1fr) 90px',
      330,
    ],
  ])('%s', (_name, columns, widths, selection, template, minWidth) => {
    expect(getColumnTracks(columns, new Map(Object.entries(widths)), selection)).toEqual({
      template,
      minWidth,
      minWidthCss: `${minWidth}px`,
    });
  });

  it.each<[string, TableColumn<Row>[], Record<string, number>, string, string]>([
    [
      'caps a pinned growing column to a share of the visible width',
      [name, budget],
      {},
      '40px minmax(min(240px, 45cqi), 1fr) 120px',
      'calc(160px + min(240px, 45cqi))',
    ],
    [
      'caps a pinned fixed column',
      [budget, status],
      {},
      '40px minmax(min(120px, 45cqi), 120fr) minmax(160px, 160fr)',
      'calc(200px + min(120px, 45cqi))',
    ],
    [
      'leaves a resized pinned column as wide as asked',
      [name, budget],
      { name: 300 },
      '40px 300px 120px minmax(0, 1fr)',
      '460px',
    ],
  ])('%s', (_name, columns, widths, template, minWidthCss) => {
    const tracks = getColumnTracks(columns, new Map(Object.entries(widths)), true, true);
    expect(tracks.template).toBe(template);
    expect(tracks.minWidthCss).toBe(minWidthCss);
  });
});

describe('clampColumnWidth', () => {
  it.each([
    [{ id: 'a', label: 'A' }, 20, 64],
    [{ id: 'a', label: 'A' }, 200.4, 200],
    [{ id: 'a', label: 'A' }, 5000, 640],
    [{ id: 'a', label: 'A', minWidth: 100 }, 80, 100],
    [{ id: 'a', label: 'A', maxWidth: 300 }, 320, 300],
    [{ id: 'a', label: 'A', minWidth: 200, maxWidth: 100 }, 150, 200],
  ])('%o at %d px becomes %d px', (column, width, expected) => {
    expect(clampColumnWidth(column, width)).toBe(expected);
  });
});
