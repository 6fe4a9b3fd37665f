import { screen, within } from '@testing-library/react';

/** The text of each body row of the named grid (the header row left out). */
export function rowTexts(gridName: string | RegExp): string[] {
  const grid = screen.getByRole('grid', { name: gridName });
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}
