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

/**
 * Types `text` into a searching combobox and chooses the option named `name` from the keyboard
 * (ArrowDown until it is the active option, then Enter), as a keyboard user does: unlike a press,
 * it cannot land on another option while the list still moves on a busy machine. Ends once the
 * list has closed.
 */
export async function chooseFromSearch(
  combobox: Locator,
  text: string,
  name: string,
): Promise<void> {
  await searchFor(combobox, text);
  const page = combobox.page();
  const activeName = () =>
    combobox.evaluate((input) => {
      const id = input.getAttribute('aria-activedescendant');
      const option = id === null ? null : document.getElementById(id);
      return option?.getAttribute('aria-label') ?? option?.textContent?.trim() ?? null;
    });
  await combobox.focus();
  for (let step = 0; step < 20; step += 1) {
    await combobox.press('ArrowDown');
    const active = await activeName();
    if (active === name) {
      await combobox.press('Enter');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
      return;
    }
  }
  throw new Error(`No option named ${name} after "${text}".`);
}
