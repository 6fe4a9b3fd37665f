// Every committed baseline must belong to a story that still exists: renaming or deleting a story
// would otherwise leave its old image behind forever.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { expect, it } from 'vitest';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const screenshotDir = join(packageDir, 'screenshots');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file));
}

/** Story ids of a CSF file, from its `title` and its exported stories. */
function storyIds(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  // The meta's title, not the first `title:` of the file (fixtures have titles too).
  const title = /const meta\b[^=]*=\s*\{[\s\S]*?\btitle:\s*'([^']+)'/.exec(source)?.[1];
  if (!title) throw new Error(`${file} has no title: every stories file sets one explicitly.`);
  return [...source.matchAll(/^export const (\w+)\b/gm)].map(([, name]) =>
    toId(title, storyNameFromExport(name as string)),
  );
}

it('keeps no baseline whose story is gone', () => {
  const ids = new Set(filesUnder(join(packageDir, 'src'), '.stories.tsx').flatMap(storyIds));
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
