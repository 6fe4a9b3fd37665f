// Every committed baseline must belong to a story that still exists: renaming or deleting a story
// would otherwise leave its old image behind forever.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { packageDir, readStoriesFiles } from './storiesFiles.ts';

const screenshotDir = join(packageDir, 'screenshots');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file));
}

it('keeps no baseline whose story is gone', () => {
  const ids = new Set(readStoriesFiles().flatMap((file) => file.storyIds));
  expect(ids).toContain('components-button--all-variants');
  const orphans = filesUnder(screenshotDir, '-chromium-linux.png')
    .map((file) => relative(screenshotDir, file))
    .filter((file) => {
      const [component, story] = file.replace(/-chromium-linux\.png$/, '').split('/');
      return !ids.has(`${component}--${story}`);
    });
  expect(orphans, 'delete these baselines from screenshots/: their stories are gone').toEqual([]);
});

it('records the Chromium version the baselines were made with', () => {
  const file = join(screenshotDir, 'chromium-version.txt');
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, 'utf8').trim()).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
});
