import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { PORTAL_ROOT } from '../server.ts';

// Screenshot baselines of the portal's main screens (issue 24), as the design system keeps its
// stories' (toolchain.md): Debian's Chromium, fonts from npm, animations and carets off, a small
// tolerance, and the Chromium version recorded beside the baselines so that a mismatch after a
// browser update says so. UPDATE_SCREENSHOTS=1 rewrites them; a missing one is written and fails.

export const SCREENSHOT_DIR = join(PORTAL_ROOT, 'e2e', 'screenshots');
const FAILURE_DIR = join(PORTAL_ROOT, 'test-results', 'screenshots');
const VERSION_FILE = join(SCREENSHOT_DIR, 'chromium-version.txt');

/** The share of pixels that may differ (anti-aliasing, a Chromium patch release). */
export const MISMATCH_RATIO = 0.01;

const baselinePath = (name: string) => join(SCREENSHOT_DIR, `${name}-chromium-linux.png`);

/** How `actual` differs from `expected`: the ratio of mismatched pixels, and the diff image. */
export function comparePngs(expected: Buffer, actual: Buffer): { ratio: number; diff: PNG } {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  if (a.width !== b.width || a.height !== b.height) return { ratio: 1, diff };
  const mismatched = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: 0.1 });
  return { ratio: mismatched / (width * height), diff };
}

/**
 * Compares the whole page with its baseline `name`; throws with what differs. The caller has
 * settled the page (data, fonts) first.
 */
export async function expectScreenshot(page: Page, name: string): Promise<void> {
  const actual = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  const version = page.context().browser()?.version() ?? 'unknown';
  const path = baselinePath(name);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(path)) {
    const existed = existsSync(path);
    writeFileSync(path, actual);
    writeFileSync(VERSION_FILE, `${version}\n`);
    if (!existed)
      throw new Error(`Wrote the new baseline ${path}: look at it, commit it and run again.`);
    return;
  }
  const { ratio, diff } = comparePngs(readFileSync(path), actual);
  if (ratio <= MISMATCH_RATIO) return;
  mkdirSync(FAILURE_DIR, { recursive: true });
  writeFileSync(join(FAILURE_DIR, `${name}-actual.png`), actual);
  writeFileSync(join(FAILURE_DIR, `${name}-diff.png`), PNG.sync.write(diff));
  const recorded = existsSync(VERSION_FILE) ? readFileSync(VERSION_FILE, 'utf8').trim() : 'none';
  const browserNote =
    recorded === version
      ? ''
      : ` The baselines were made with Chromium ${recorded}, this is ${version}: if only the browser changed, UPDATE_SCREENSHOTS=1 and look at the new images.`;
  throw new Error(
    `${name} differs from its baseline in ${(ratio * 100).toFixed(2)}% of its pixels (at most ${MISMATCH_RATIO * 100}%): see ${FAILURE_DIR}.${browserNote}`,
  );
}
