// Browser side of the screenshot tests: after each story has rendered, run its play function and
// passed its axe check, compare a screenshot of it with the committed baseline.
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { SCREENSHOT_ROOT } from './constants.ts';
import type { BaselineInfo } from './screenshots.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    screenshotBaselineInfo: () => Promise<BaselineInfo>;
    recordScreenshotBrowser: () => Promise<void>;
  }
}

interface StoryUnderTest {
  id: string;
  /**
   * `screenshot: false` skips the capture; `screenshot: { target: 'page' }` captures the whole
   * page instead of the story's frame, for overlays portalled out of it (menus, dialogs, toasts).
   */
  parameters: { screenshot?: boolean | { target?: 'frame' | 'page' } };
}

const UPDATE_COMMAND = 'pnpm --filter @airtime/design-system test:update-screenshots';

/** `components-button--all-variants` is stored as `components-button/all-variants`. */
function screenshotName(storyId: string): string {
  const [component = storyId, story = 'default'] = storyId.split('--');
  return `${component}/${story}`;
}

function explain(info: BaselineInfo, message: string): string {
  if (message.includes('No existing reference screenshot')) {
    return info.update === 'none'
      ? 'This story has no baseline, and none is written on CI: run the tests locally, review the new image in screenshots/ and commit it.'
      : 'This story had no baseline: the image written to screenshots/ becomes its baseline once reviewed and committed.';
  }
  if (info.recorded === null) {
    return `No Chromium version is recorded beside the baselines. Review the images and run \`${UPDATE_COMMAND}\`.`;
  }
  if (info.recorded !== info.current) {
    return [
      `NOTE: the baselines were recorded with Chromium ${info.recorded}, but this run uses Chromium ${info.current}.`,
      'The difference may come from the browser update rather than from the component.',
      `Look at the diff: if it is only rendering noise, re-record the baselines with \`${UPDATE_COMMAND}\` and commit them.`,
    ].join('\n');
  }
  return `The baselines were recorded with this same Chromium (${info.current}), so this is a real visual change. If it is intended, run \`${UPDATE_COMMAND}\`, review and commit the images.`;
}

afterEach(async (context) => {
  const story = (context as { story?: StoryUnderTest }).story;
  if (!story || story.parameters.screenshot === false) return;
  if (context.task.result?.state === 'fail') return;

  const { screenshot } = story.parameters;
  const wholePage = typeof screenshot === 'object' && screenshot.target === 'page';
  const root = wholePage ? document.body : document.querySelector(`[${SCREENSHOT_ROOT}]`);
  if (!root)
    throw new Error(`Story ${story.id} rendered no [${SCREENSHOT_ROOT}] element to capture.`);
  await document.fonts.ready;
  // The test iframe paints only its viewport: grow it to fit tall or wide stories (AllVariants).
  const { right, bottom } = root.getBoundingClientRect();
  if (bottom > window.innerHeight || right > window.innerWidth) {
    await page.viewport(
      Math.max(window.innerWidth, Math.ceil(right)),
      Math.max(window.innerHeight, Math.ceil(bottom)),
    );
  }

  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot(screenshotName(story.id));
  } catch (error) {
    const info = await commands.screenshotBaselineInfo();
    if (error instanceof Error)
      error.message = `${error.message}\n\n${explain(info, error.message)}`;
    throw error;
  } finally {
    await commands.recordScreenshotBrowser();
  }
});
