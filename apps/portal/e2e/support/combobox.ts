import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until a searching combobox's field shows no spinner: before that its list still changes
 * (another search's results, lists still arriving, a popover that flips as it grows), and a press
 * on an option there can land on another option or on none.
 */
export async function searchSettled(combobox: Locator): Promise<void> {
  const field = combobox.locator('xpath=..');
  await expect.poll(() => field.getByRole('progressbar').count()).toBe(0);
}

/** Types `text` into a searching combobox and waits for its list to settle. */
export async function searchFor(combobox: Locator, text: string): Promise<void> {
  await combobox.fill(text);
  await searchSettled(combobox);
}
