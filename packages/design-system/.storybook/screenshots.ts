// Node side of the screenshot tests: Vitest browser commands and paths. See vitest.setup.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/** Baselines live here, `<component>/<story>-chromium-linux.png`, committed with the code. */
export const SCREENSHOT_DIR = 'screenshots';
/** The Chromium version the baselines were last written with, one line. */
export const BROWSER_VERSION_FILE = join(SCREENSHOT_DIR, 'chromium-version.txt');

export interface BaselineInfo {
  /** Chromium that wrote the baselines, or null before the first run. */
  recorded: string | null;
  /** Chromium running these tests. */
  current: string;
  /** Vitest's update mode: 'all' with -u, 'new' locally, 'none' on CI. */
  update: 'all' | 'new' | 'none';
}

function browserVersion(context: Parameters<BrowserCommand>[0]): string {
  const provider = context.provider as { browser?: { version(): string } | null };
  return provider.browser?.version() ?? 'unknown';
}

function readRecorded(root: string): string | null {
  const file = join(root, BROWSER_VERSION_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

const screenshotBaselineInfo: BrowserCommand<[]> = (context): BaselineInfo => ({
  recorded: readRecorded(context.project.config.root),
  current: browserVersion(context),
  update: context.project.config.snapshotOptions.updateSnapshot,
});

/**
 * Records the running Chromium beside the baselines when they are being written on purpose
 * (`-u`), or when there is no record yet and new baselines may be written (not on CI). A normal
 * passing run writes nothing.
 */
const recordScreenshotBrowser: BrowserCommand<[]> = (context): void => {
  const { root, snapshotOptions } = context.project.config;
  const recorded = readRecorded(root);
  const current = browserVersion(context);
  const shouldWrite =
    snapshotOptions.updateSnapshot === 'all' ||
    (recorded === null && snapshotOptions.updateSnapshot === 'new');
  if (shouldWrite && recorded !== current) {
    writeFileSync(join(root, BROWSER_VERSION_FILE), `${current}\n`);
  }
};

export const screenshotCommands = { screenshotBaselineInfo, recordScreenshotBrowser };

/** Where toMatchScreenshot reads and writes baselines: `screenshots/<component>/<story>-chromium-linux.png`. */
export function resolveScreenshotPath(data: {
  arg: string;
  ext: string;
  browserName: string;
  platform: string;
  root: string;
}): string {
  return join(
    data.root,
    SCREENSHOT_DIR,
    `${data.arg}-${data.browserName}-${data.platform}${data.ext}`,
  );
}

/** Where a failed comparison leaves the actual and diff images (git-ignored). */
export function resolveDiffPath(data: {
  arg: string;
  ext: string;
  browserName: string;
  platform: string;
  root: string;
}): string {
  return join(
    data.root,
    'test-results',
    'screenshots',
    `${data.arg}-${data.browserName}-${data.platform}${data.ext}`,
  );
}
