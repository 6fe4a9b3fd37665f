// The first release as consumers will read it (issue 22): `changeset version` run on a copy of the
// workspace's manifests and changesets gives each published package one readable changelog entry.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_PACKAGES, type PublishedPackage, run, WORKSPACE_DIR } from './workspace.ts';

const copy = mkdtempSync(join(tmpdir(), 'airtime-release-'));
const WORKSPACE_FOLDERS = ['packages', 'apps', 'tools'];

/** The copy's folders of every workspace package, published or not. */
const packageFolders = () =>
  WORKSPACE_FOLDERS.flatMap((folder) =>
    readdirSync(join(WORKSPACE_DIR, folder)).map((name) => join(folder, name)),
  ).filter((folder) => existsSync(join(WORKSPACE_DIR, folder, 'package.json')));

const readCopy = (path: string) => readFileSync(join(copy, path), 'utf8');

beforeAll(() => {
  for (const file of ['.changeset', 'package.json', 'pnpm-workspace.yaml']) {
    cpSync(join(WORKSPACE_DIR, file), join(copy, file), { recursive: true });
  }
  for (const folder of packageFolders()) {
    mkdirSync(join(copy, folder), { recursive: true });
    cpSync(join(WORKSPACE_DIR, folder, 'package.json'), join(copy, folder, 'package.json'));
  }
  // The changelog module (.changeset/changelog.mjs) imports @changesets/cli from here.
  symlinkSync(join(WORKSPACE_DIR, 'node_modules'), join(copy, 'node_modules'));
  run(join(WORKSPACE_DIR, 'node_modules', '.bin', 'changeset'), ['version'], copy);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('changeset version', () => {
  it.each(Object.entries(PUBLISHED_PACKAGES))(
    'releases %s at 0.1.0 with one entry written for its users',
    (name, dir) => {
      const folder = dir.slice(WORKSPACE_DIR.length + 1);
      expect(JSON.parse(readCopy(join(folder, 'package.json'))).version).toBe('0.1.0');
      const changelog = readCopy(join(folder, 'CHANGELOG.md'));
      expect(
        changelog.startsWith(
          `# ${name as PublishedPackage}\n\n## 0.1.0\n\n### Minor Changes\n\n- First release.`,
        ),
      ).toBe(true);
      expect(changelog.match(/^## /gm)).toHaveLength(1);
      expect(changelog.match(/^- /gm)).toHaveLength(1);
      expect(changelog).not.toContain('### Patch Changes');
    },
  );

  it('leaves the private packages alone', () => {
    const published = new Set<string>(Object.values(PUBLISHED_PACKAGES));
    for (const folder of packageFolders()) {
      if (published.has(join(WORKSPACE_DIR, folder))) continue;
      expect(JSON.parse(readCopy(join(folder, 'package.json'))).version, folder).toBe('0.0.0');
      expect(existsSync(join(copy, folder, 'CHANGELOG.md')), folder).toBe(false);
    }
  });
});
