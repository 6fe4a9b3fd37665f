import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The house rules of src/ (README 'Where things go'), checked on every file so they cannot drift.

const SRC = dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 300;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith(join(SRC, 'test'));
const FILES = sourceFiles(SRC).filter((file) => !isTest(file));

/** The part of src a file belongs to: 'features/lists', 'areas/brandApp', 'pages', ... */
function partOf(file: string): string {
  const [top = '', second = '', third = ''] = relative(SRC, file).split('/');
  if (top === 'features') return `features/${second}`;
  if (top === 'areas') return `areas/${second}${third.includes('.') ? '' : `/${third}`}`;
  return top;
}

function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) =>
    resolve(dirname(file), match[1] as string),
  );
}

/** Whether the part `from` may import from the part `to`. */
function mayImport(from: string, to: string): boolean {
  if (from === to) return true;
  const fromArea = from.startsWith('areas/');
  const toArea = to.startsWith('areas/');
  if (to === 'pages' || to === 'layouts') return !from.startsWith('features/') && !fromArea;
  if (from.startsWith('features/') && toArea) return false;
  // An area reaches its parent area (areas/agency/brandRecord → areas/agency), never a sibling.
  if (fromArea && toArea) return from.startsWith(`${to}/`);
  return true;
}

describe('the source tree', () => {
  it.each([
    ['features/lists', 'features/status', true],
    ['features/reports', 'areas/brandApp', false],
    ['areas/brandApp', 'features/reports', true],
    ['areas/brandApp', 'areas/creatorApp', false],
    ['areas/agency/brandRecord', 'areas/agency', true],
    ['areas/agency', 'areas/agency/brandRecord', false],
    ['areas/agency/finance', 'areas/agency/brandRecord', false],
    ['features/lists', 'pages', false],
    ['app', 'pages', true],
  ])('lets %s import %s: %s', (from, to, allowed) => {
    expect(mayImport(from, to)).toBe(allowed);
  });

  it('keeps app areas out of features/', () => {
    const areaNames = readdirSync(join(SRC, 'areas'));
    const features = readdirSync(join(SRC, 'features'));
    expect(
      features.filter(
        (name) => areaNames.includes(name) || /^(agency|brand|creator)(App)?$/.test(name),
      ),
    ).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = FILES.filter(
      (file) => readFileSync(file, 'utf8').split('\n').length > MAX_LINES,
    ).map((file) => relative(SRC, file));
    expect(long).toEqual([]);
  });

  it('imports only downwards: features never reach into an area, areas never into each other', () => {
    const wrong = FILES.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith(SRC) && !mayImport(partOf(file), partOf(target)))
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`),
    );
    expect(wrong).toEqual([]);
  });
});
