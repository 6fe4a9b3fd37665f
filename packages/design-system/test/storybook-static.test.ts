// The built Storybook is a deliverable: it has the Getting Started page first, a Foundations page
// per token group, and a docs page for every documented component. Read from its index.json,
// which Turborepo's `test` builds first (`build-storybook`), as `pnpm test` does in its build step.
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { packageDir, readStoriesFiles } from './storiesFiles.ts';

const indexFile = join(packageDir, 'storybook-static', 'index.json');

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

function isStale(): boolean {
  if (!existsSync(indexFile)) return true;
  const built = statSync(indexFile).mtimeMs;
  return globSync(['src/**/*', '.storybook/**/*'], { cwd: packageDir }).some(
    (file) => statSync(join(packageDir, file)).mtimeMs > built,
  );
}

let entries: IndexEntry[];

beforeAll(() => {
  if (isStale()) {
    throw new Error(
      'storybook-static/ is missing or older than src/ and .storybook/: run `pnpm build-storybook` (or `pnpm turbo run test`)',
    );
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  entries = Object.values(index.entries);
});

const docsTitles = () => entries.filter((entry) => entry.type === 'docs').map((e) => e.title);

it('opens on the Getting Started page', () => {
  expect(entries[0]).toMatchObject({ id: 'getting-started--docs', type: 'docs' });
});

it('has a Foundations page per token group, and the page anatomy after Space', () => {
  expect(docsTitles().filter((title) => title.startsWith('Foundations/'))).toEqual([
    'Foundations/Colour',
    'Foundations/Typography',
    'Foundations/Space',
    'Foundations/Page anatomy',
    'Foundations/Radii',
    'Foundations/Shadows',
    'Foundations/Z-index',
    'Foundations/Motion',
    'Foundations/Breakpoints',
    'Foundations/Control heights',
  ]);
});

it('has a docs page for every documented component', () => {
  const documented = readStoriesFiles().filter(
    (file) => file.component && file.hasDocsPage && file.isPrimary,
  );
  expect(documented.length).toBeGreaterThan(60);
  const titles = new Set(docsTitles());
  expect(documented.filter((file) => !titles.has(file.title)).map((file) => file.file)).toEqual([]);
});
