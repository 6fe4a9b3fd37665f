import { parseCsvRecords } from '@airtime/domain';

/** A CSV file's rows of cells, as the domain reads an import (blank lines left out): for tests. */
export const parseCsv = (text: string): string[][] =>
  parseCsvRecords(text).map((record) => [...record.cells]);
