import { format } from 'date-fns';

/** What an export holds and when, e.g. `{ what: ['Acme', 'events'], when: '2026-11' }`. */
export interface ExportFileNameParts {
  /** The record's name (on a record's page), then what its rows are: 'brands', 'events'. */
  readonly what: readonly string[];
  /** The period the rows cover ('2026-11'), or the moment of the export (its local day). */
  readonly when: string | Date;
  /** @default 'csv' */
  readonly extension?: string;
}

/** A file-name slug: lower case letters and digits, runs of anything else as one '-'. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The name of an exported file, saying what and when: 'brands-2026-11-27.csv',
 * 'acme-events-2026-11.csv'. Blank parts are left out; a file is never nameless ('export').
 */
export function getExportFileName({ what, when, extension = 'csv' }: ExportFileNameParts): string {
  const day = when instanceof Date ? format(when, 'yyyy-MM-dd') : slug(when);
  const name = [...what.map(slug), day].filter((part) => part !== '').join('-');
  return `${name === '' ? 'export' : name}.${extension}`;
}
