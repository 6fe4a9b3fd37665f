import { describe, expect, it } from 'vitest';
import { getExportFileName } from './getExportFileName.ts';

describe('getExportFileName', () => {
  it.each([
    [
      'a list on a day',
      { what: ['brands'], when: new Date(2026, 10, 27, 23, 30) },
      'brands-2026-11-27.csv',
    ],
    [
      'a record and a month',
      { what: ['Acme', 'events'], when: '2026-11' },
      'acme-events-2026-11.csv',
    ],
    [
      'names with spaces and signs',
      { what: ['Acme & Sons, Inc.', 'Sales activity'], when: '2026-11' },
      'acme-sons-inc-sales-activity-2026-11.csv',
    ],
    ['accents', { what: ['Café Olé'], when: '2026' }, 'cafe-ole-2026.csv'],
    ['blank parts left out', { what: ['', 'events', '  '], when: '2026-11' }, 'events-2026-11.csv'],
    ['nothing to name', { what: [], when: '' }, 'export.csv'],
    [
      'a period range',
      { what: ['revenue'], when: '2026-01 to 2026-06' },
      'revenue-2026-01-to-2026-06.csv',
    ],
    [
      'another extension',
      { what: ['brands'], when: '2026-11', extension: 'tsv' },
      'brands-2026-11.tsv',
    ],
  ] as const)('%s', (_, parts, expected) => {
    expect(getExportFileName(parts)).toBe(expected);
  });
});
