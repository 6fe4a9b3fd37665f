import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

// Queries the agency page tests share: a grid's rows and the row count under it (its body rows'
// text is src/test/rowTexts.ts).

/** How long to wait for the page: navigations re-run the route's guard on a shared, busy machine. */
export const WAIT = { timeout: 20_000 } as const;

/** Waits until the row count under a list reads `text` ('25 of 33 brands'). */
export async function expectRowCount(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeTruthy(), WAIT);
}

/** The current URL's search parameters of a router. */
export function searchOf(router: { state: { location: { search: string } } }): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

/** The `index`th body row of the named grid. */
export function rowAt(gridName: string | RegExp, index: number): HTMLElement {
  const grid = screen.getByRole('grid', { name: gridName });
  const row = within(grid).getAllByRole('row')[index + 1];
  if (row === undefined) throw new Error(`No row ${index} in ${String(gridName)}`);
  return row;
}

/** The dollar amounts a row shows, as numbers ('$1,200' is 1200). */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(/\$([\d,]+)/g)].map((match) => Number(match[1]?.replaceAll(',', '')));
}

/** The fake's name order (its list collator): case-insensitive, numbers by value. */
export const compareNames = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

/** Axe finds nothing serious or critical on the page (contrast aside: jsdom paints nothing). */
export async function expectAccessible(): Promise<void> {
  const { default: axe } = await import('axe-core');
  // React Aria's live announcer points at a message it has already dropped (a pending button's).
  const context = { include: [document.body], exclude: ['[data-live-announcer]'] };
  const result = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  const violations = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(violations).toEqual([]);
}
