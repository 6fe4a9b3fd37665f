import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Browser code must not import Node modules and vice versa (three hosts, one set of handlers).

const root = new URL('.', import.meta.url).pathname;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1] as string,
  );
}

const NODE_ONLY = /^(node:|ws$|msw\/node$)|\/node\//;
const BROWSER_ONLY = /^msw\/browser$|\/browser\//;

const files = sourceFiles(root)
  .map((file) => relative(root, file))
  .filter((file) => !file.startsWith('test/'));

describe('import boundaries', () => {
  it.each(files.filter((file) => !file.startsWith('node/')))(
    '%s imports nothing Node-only',
    (file) => {
      expect(importsOf(join(root, file)).filter((specifier) => NODE_ONLY.test(specifier))).toEqual(
        [],
      );
    },
  );

  it.each(files.filter((file) => !file.startsWith('browser/')))(
    '%s imports nothing browser-only',
    (file) => {
      expect(
        importsOf(join(root, file)).filter((specifier) => BROWSER_ONLY.test(specifier)),
      ).toEqual([]);
    },
  );
});
