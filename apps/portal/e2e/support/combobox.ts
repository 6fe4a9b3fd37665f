import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until a searching combobox's field shows no spinner: before that its list still changes
 * (another search's results, lists still arriving, a popover that flips as it grows), and a press
 * on an option there can land on another option or on none.
 */
export async function searchSettled(combobox: Locator): Promise<void> {
  const field = combobox.locator('xpath=..');
  // Hidden ones count: an open list hides all but the input and the list from assistive
  // technology (React Aria's ariaHideOutside), the field's spinner included.
  await expect.poll(() => field.getByRole('progressbar', { includeHidden: true }).count()).toBe(0);
}

/** Types `text` into a searching combobox and waits for its list to settle. */
export async function searchFor(combobox: Locator, text: string): Promise<void> {
  await combobox.fill(text);
  await searchSettled(combobox);
}

/**
 * Types `text` into a searching combobox and chooses the option named `name` (or whose text it
 * matches) from the keyboard, ArrowDown until it is the active option, then Enter, as a keyboard
 * user does: unlike a press, it cannot land on another option while the list still moves on a busy
 * machine. Ends once the list has closed.
 */
export async function chooseFromSearch(
  combobox: Locator,
  text: string,
  name: string | RegExp,
): Promise<void> {
  await searchFor(combobox, text);
  const page = combobox.page();
  const option = page.getByRole(
    'option',
    typeof name === 'string' ? { name, exact: true } : { name },
  );
  const optionId = await option.getAttribute('id');
  await combobox.focus();
  for (let step = 0; step < 20; step += 1) {
    await combobox.press('ArrowDown');
    if ((await combobox.getAttribute('aria-activedescendant')) === optionId) {
      await combobox.press('Enter');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
      return;
    }
  }
  throw new Error(`No option named ${name} after "${text}".`);
}
