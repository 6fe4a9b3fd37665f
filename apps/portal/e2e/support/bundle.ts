import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sourceMapsDir } from '../../vite/sourceMapsOut.ts';

// Sizes of a build, read from Vite's manifest (`build.manifest: true`): what each route loads.

interface ManifestChunk {
  readonly file: string;
  /** The chunk group's name (vite/layeredChunks.ts: 'live', 'idle', ...). */
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The module that starts the fake in the page (demo builds only); never counted. */
export const FAKE_ENTRY = 'src/demo/startDemoBackend.ts';

/** What a set of modules loads: JS and CSS files, and their gzipped bytes. */
export interface Load {
  readonly js: ReadonlySet<string>;
  readonly css: ReadonlySet<string>;
  readonly jsGzip: number;
  readonly cssGzip: number;
}

export interface BuildSizes {
  /** The app's entry (index.html) and everything it imports statically. */
  readonly entry: Load;
  /** A module's own load: the module's chunk and what it imports statically, with the entry's. */
  load(keys: readonly string[]): Load;
  /** The gzipped size of one emitted file. */
  gzip(file: string): number;
  /** The lazily loaded modules of the app (pages and layouts), by manifest key. */
  readonly lazyModules: readonly string[];
  /** Every CSS file of the build but the fake's, with its gzipped size. */
  readonly css: ReadonlyMap<string, number>;
  /** Every file the manifest names (chunks, their CSS and assets). */
  readonly files: ReadonlySet<string>;
  chunkOf(key: string): ManifestChunk;
  /** The manifest keys of the chunks of a group (vite/layeredChunks.ts), e.g. 'live'. */
  keysNamed(name: string): readonly string[];
}

/**
 * Reads the manifest of a build in `outDir` (e.g. apps/portal/dist): the app's, or another page's
 * built into the same folder (`manifestFile`, relative to it).
 */
export function readBuildSizes(outDir: string, manifestFile = '.vite/manifest.json'): BuildSizes {
  const manifest = JSON.parse(readFileSync(join(outDir, manifestFile), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The build manifest has no ${key}.`);
    return chunk;
  };
  const collect = (keys: readonly string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || key === FAKE_ENTRY) return;
      seen.add(key);
      const chunk = chunkOf(key);
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
    return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entryKey === undefined) throw new Error('The build manifest has no entry.');

  // The fake's chunks: what only its module reaches.
  const fake = new Set<string>();
  if (manifest[FAKE_ENTRY] !== undefined) {
    const pending = [FAKE_ENTRY];
    while (pending.length > 0) {
      const key = pending.pop() as string;
      if (fake.has(key)) continue;
      fake.add(key);
      pending.push(...(chunkOf(key).imports ?? []), ...(chunkOf(key).dynamicImports ?? []));
    }
  }
  const appCss = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (fake.has(key)) continue;
    if (chunk.file.endsWith('.css')) appCss.add(chunk.file);
    for (const file of chunk.css ?? []) appCss.add(file);
  }
  return {
    entry: collect([entryKey]),
    load: (keys) => collect([entryKey, ...keys]),
    gzip,
    lazyModules: Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry === true && /^src\/(pages|layouts)\//.test(key),
    ),
    css: new Map([...appCss].map((file) => [file, gzip(file)])),
    files: new Set(
      Object.values(manifest).flatMap((chunk) => [
        chunk.file,
        ...(chunk.css ?? []),
        ...(chunk.assets ?? []),
      ]),
    ),
    chunkOf,
    keysNamed: (name) => Object.keys(manifest).filter((key) => manifest[key]?.name === name),
  };
}

/**
 * The manifest keys of the signed-in shell (MainLayout) and the agency's route table: they are
 * inside the chunks of their groups (vite/layeredChunks.ts), which the manifest names by group.
 */
export const shellKeys = (sizes: Pick<BuildSizes, 'keysNamed'>): string[] => [
  ...sizes.keysNamed('app'),
  ...sizes.keysNamed('tables-agency'),
];

/** Kilobytes with one decimal (1 KB = 1,000 bytes, as budgets are usually read). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The sources a built file of `outDir` was made from, read from its source map (Rolldown's runtime has none). */
export function sourcesOf(outDir: string, file: string): readonly string[] {
  const path = join(sourceMapsDir(outDir), `${file}.map`);
  if (!existsSync(path)) return [];
  return (JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] }).sources;
}
