import type { Locator } from 'playwright-core';

/**
 * Scrolls a virtualized grid from its top down, half a view at a time as a reader does, until
 * `target` (inside it) is rendered. Only the rows near the view exist in the DOM, so which rows a
 * test meets depends on the seed's dates: on the first day of a week every production is still
 * ahead and the aired group sits far below. Throws when the grid's end is reached without it.
 */
export async function scrollUntilShown(grid: Locator, target: Locator): Promise<void> {
  let top = 0;
  for (;;) {
    const atEnd = await grid.evaluate(async (node, to) => {
      node.scrollTop = to;
      // Two frames: the virtualizer reads the scroll in one and renders in the next.
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      return node.scrollTop + node.clientHeight >= node.scrollHeight - 1;
    }, top);
    if ((await target.count()) > 0) return;
    if (atEnd) throw new Error(`Scrolled to the grid's end without finding ${String(target)}.`);
    top += (await grid.evaluate((node) => node.clientHeight)) / 2;
  }
}
