import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@airtime/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import {
  resolveDiffPath,
  resolveScreenshotPath,
  screenshotCommands,
} from './.storybook/screenshots.ts';

// A factory, not a shared object: Vitest mutates the provider config, and sharing one mislabels projects.
function chromium() {
  return playwright({
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  });
}

export default defineConfig({
  test: {
    // Two cores on CI machines.
    maxWorkers: 2,
    // Failed screenshot comparisons attach images here (git-ignored at the root).
    attachmentsDir: 'test-results/attachments',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Checks of the built package (dist/): the consumer install and the size budget.
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Every story is a browser test: render, play function, axe check, screenshot comparison.
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // One story file at a time: two at once on 2 busy cores made screenshots fail to settle.
          fileParallelism: false,
          // A screenshot that never settles on a loaded machine gets one more try; a real change fails twice.
          retry: 1,
          // The storybook plugin turns file writes off unless asked; baselines are written by the
          // browser tests themselves (first run and -u). The API listens on localhost only.
          api: { allowWrite: true },
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            commands: screenshotCommands,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // About 1% of pixels may differ: Debian's Chromium moves under us between patch releases.
                comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
                screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
                resolveScreenshotPath,
                resolveDiffPath,
              },
            },
          },
        },
      },
    ],
  },
});
