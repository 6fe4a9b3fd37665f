// The stories files and what their meta says, read statically (Storybook's CSF parser), for the
// docs checks (which components must carry guidance and have a docs page) and the screenshots'
// (which stories exist).
import { globSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';

export const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));

export interface StoriesFile {
  /** Relative to the package: `src/Button/Button.stories.tsx`. */
  file: string;
  title: string;
  /** Its stories' ids: `components-button--all-variants`. */
  storyIds: string[];
  /** The meta's `component`, type arguments dropped (`Table<Campaign>` is `Table`); none for demos. */
  component: string | undefined;
  /** Whether Storybook makes it a docs page (the `autodocs` tag, not removed with `!autodocs`). */
  hasDocsPage: boolean;
  /** Whether its meta's `parameters` name a `guidance`. */
  hasGuidance: boolean;
  /**
   * The stories file that documents its component: the one named after the component in its
   * folder (`Table/Table.stories.tsx`), or the only one naming it. Others (`TableAtScale`) are
   * secondary: their component's guidance lives in the primary file.
   */
  isPrimary: boolean;
}

function parse(file: string): Omit<StoriesFile, 'isPrimary'> {
  const csf = loadCsf(readFileSync(join(packageDir, file), 'utf8'), {
    fileName: file,
    makeTitle: (title) => title,
  }).parse();
  const tags = csf.meta?.tags ?? [];
  const parameters = csf._metaAnnotations.parameters;
  const hasGuidance =
    parameters?.type === 'ObjectExpression' &&
    parameters.properties.some(
      (property) =>
        property.type === 'ObjectProperty' &&
        ((property.key.type === 'Identifier' && property.key.name === 'guidance') ||
          (property.key.type === 'StringLiteral' && property.key.value === 'guidance')),
    );
  return {
    file,
    title: csf.meta?.title ?? '',
    storyIds: csf.stories.map((story) => story.id),
    component: csf.meta?.component?.replace(/<.*$/s, '').trim() || undefined,
    hasDocsPage: tags.includes('autodocs') && !tags.includes('!autodocs'),
    hasGuidance,
  };
}

/** Every stories file under src/, parsed once. */
export function readStoriesFiles(): StoriesFile[] {
  const files = globSync('src/**/*.stories.tsx', { cwd: packageDir }).sort().map(parse);
  return files.map((entry) => {
    if (!entry.component) return { ...entry, isPrimary: false };
    const siblings = files.filter(
      (other) => other.component === entry.component && dirname(other.file) === dirname(entry.file),
    );
    const named = siblings.find(
      (other) => basename(other.file) === `${entry.component}.stories.tsx`,
    );
    return { ...entry, isPrimary: (named ?? siblings[0]) === entry };
  });
}
