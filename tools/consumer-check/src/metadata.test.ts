// What npm would publish for each package (issue 22): the tarball's manifest and files, read
// after `pnpm pack`, as another team's install gets them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PackedPackage, packPackage } from './pack.ts';
import { PUBLISHED_PACKAGES, type PublishedPackage } from './workspace.ts';

const dest = mkdtempSync(join(tmpdir(), 'airtime-packed-'));
afterAll(() => rmSync(dest, { recursive: true, force: true }));

const NAMES = Object.keys(PUBLISHED_PACKAGES) as PublishedPackage[];
const packed = new Map<PublishedPackage, PackedPackage>(
  NAMES.map((name) => [name, packPackage(name, dest)]),
);
const get = (name: PublishedPackage) => packed.get(name) as PackedPackage;

/** A range that takes later compatible releases: a caret range, or the name of a workspace sibling. */
const isRange = (range: string) => /^\^\d+\.\d+\.\d+$/.test(range);

describe.each(NAMES)('the packed %s', (name) => {
  it('exports types, import and default for every entry, and its package.json', () => {
    const { exports } = get(name).manifest;
    expect(exports['./package.json']).toBe('./package.json');
    for (const [entry, conditions] of Object.entries(exports)) {
      if (entry === './package.json') continue;
      expect(typeof conditions, entry).toBe('object');
      const keys = Object.keys(conditions as object);
      // Stylesheets have no import condition: a bundler loads them, Node cannot.
      const expected = entry.endsWith('.css')
        ? ['types', 'default']
        : ['types', 'import', 'default'];
      expect(keys, entry).toEqual(expected);
      for (const path of Object.values(conditions as Record<string, string>)) {
        expect(get(name).files, `${entry}: ${path}`).toContain(path.replace(/^\.\//, ''));
      }
    }
  });

  it('says which Node it needs, that it is published restricted, and lists its changelog', () => {
    const { manifest, files } = get(name);
    expect(manifest.engines).toEqual({ node: '>=22.12' });
    expect(manifest.publishConfig).toEqual({ access: 'restricted' });
    expect(manifest.files).toEqual(['dist', 'README.md', 'CHANGELOG.md']);
    expect(files).toContain('README.md');
  });

  it('takes compatible releases of its dependencies instead of exact pins', () => {
    const { dependencies = {}, peerDependencies = {} } = get(name).manifest;
    const ranges = { ...dependencies, ...peerDependencies };
    expect(Object.keys(ranges).length).toBeGreaterThan(0);
    expect(Object.entries(ranges).filter(([, range]) => !isRange(range))).toEqual([]);
  });

  it('ships source maps that carry their sources, and no declaration maps', () => {
    const { files, root } = get(name);
    for (const file of files.filter((path) => path.endsWith('.js.map'))) {
      const map = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      const contents = map.sourcesContent ?? [];
      expect(contents, file).toHaveLength(map.sources.length);
      expect(
        contents.every((source) => typeof source === 'string'),
        file,
      ).toBe(true);
    }
    expect(files.filter((path) => path.endsWith('.d.ts.map'))).toEqual([]);
  });
});

describe('dependencies another app shares', () => {
  it('leaves React to the app: a peer of the packages that render', () => {
    for (const name of ['@airtime/design-system', '@airtime/api-client'] as const) {
      const { dependencies = {}, peerDependencies = {} } = get(name).manifest;
      expect(peerDependencies.react, name).toBe('^19.0.0');
      expect(dependencies.react, name).toBeUndefined();
    }
    expect(get('@airtime/design-system').manifest.peerDependencies?.['react-dom']).toBe('^19.0.0');
  });

  it("leaves SWR to the app, so the app's own useSWR shares the ApiProvider's cache", () => {
    const { dependencies = {}, peerDependencies = {} } = get('@airtime/api-client').manifest;
    expect(peerDependencies.swr).toMatch(/^\^2\./);
    expect(dependencies.swr).toBeUndefined();
  });

  it('depends on the domain release it was packed with', () => {
    const domain = get('@airtime/domain').manifest.version;
    for (const name of ['@airtime/api-client', '@airtime/mock-api'] as const) {
      expect(get(name).manifest.dependencies?.['@airtime/domain'], name).toBe(`^${domain}`);
    }
  });

  it('depends on nothing its published files do not use (the font ships as files)', () => {
    const { dependencies = {} } = get('@airtime/design-system').manifest;
    expect(dependencies['@fontsource-variable/inter']).toBeUndefined();
    expect(get('@airtime/design-system').files).toContain(
      'dist/fonts/inter-latin-wght-normal.woff2',
    );
  });
});
