import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's `src` folder. */
export const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/**
 * The shipped source files under a folder of `src` ('' for all of it), as paths relative to
 * `src`: tests and the test helpers (`src/test`) left out.
 */
export function sourceFiles(folder = ''): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => relative(SRC, join(SRC, folder, name)))
    .filter((path) => isSource(path) && !path.startsWith('test/'))
    .sort();
}

/** A source file's text, by its path relative to `src`. */
export function readSource(path: string): string {
  return readFileSync(join(SRC, path), 'utf8');
}
