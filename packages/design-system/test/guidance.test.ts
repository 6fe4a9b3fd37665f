// Every component's docs page shows its usage guidance (.storybook/DocsPage.tsx): the stories
// file that documents a component must carry `parameters: { guidance: { ... } satisfies Guidance }`
// in its meta. Exempt: stories files without a `component` (demos, the Foundations tables),
// without a docs page (`!autodocs`), and secondary files of a component (see storiesFiles.ts).
import { expect, it } from 'vitest';
import { readStoriesFiles } from './storiesFiles.ts';

const files = readStoriesFiles();

it('reads the stories files and their metas', () => {
  const button = files.find((entry) => entry.file === 'src/Button/Button.stories.tsx');
  expect(button).toMatchObject({ component: 'Button', hasDocsPage: true, isPrimary: true });
  const atScale = files.find((entry) => entry.file === 'src/Table/TableAtScale.stories.tsx');
  expect(atScale).toMatchObject({ component: 'Table', isPrimary: false });
});

it("gives every documented component's stories meta its usage guidance", () => {
  const missing = files
    .filter((entry) => entry.component && entry.hasDocsPage && entry.isPrimary)
    .filter((entry) => !entry.hasGuidance)
    .map((entry) => `${entry.file} (${entry.title})`);
  expect(
    missing,
    'add `parameters: { guidance: { ... } satisfies Guidance }` (.storybook/guidance.ts) to these metas',
  ).toEqual([]);
});
