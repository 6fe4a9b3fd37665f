import { screen, within } from '@testing-library/react';

/** The body rows of a grid: the header row and the header rows of row groups left out. */
export function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryByRole('heading') === null);
}

/** The text of each body row of the named grid (the header row and group headers left out). */
export function rowTexts(gridName: string | RegExp): string[] {
  return bodyRows(screen.getByRole('grid', { name: gridName })).map((row) => row.textContent ?? '');
}
