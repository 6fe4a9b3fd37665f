import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

// Source maps are for us (error reports, the build test's module checks), not for every visitor:
// the build writes them without a sourceMappingURL comment ('hidden') and this moves them out of
// the folder a host publishes, to `{outDir}-sourcemaps/` beside it.

/** Where the build's source maps go: beside its output folder, never inside it. */
export function sourceMapsDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

async function mapsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Moves every `.map` of the output folder to sourceMapsDir(outDir) once the bundle is written.
 * `fresh` empties that folder first: the main build's (a nested build adds to it).
 */
export function sourceMapsOut({ fresh }: { readonly fresh: boolean }): Plugin {
  let outDir = 'dist';
  return {
    name: 'airtime-source-maps-out',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      if (fresh) await rm(sourceMapsDir(outDir), { recursive: true, force: true });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const target = sourceMapsDir(outDir);
        for (const file of await mapsUnder(outDir)) {
          const moved = join(target, relative(outDir, file));
          await mkdir(dirname(moved), { recursive: true });
          await rename(file, moved);
        }
      },
    },
  };
}
