// '@airtime/design-system/format' must load without React, React Aria or any CSS.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const dist = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');

/** Every bare specifier reachable from a built module through its relative imports. */
function bareImports(entry: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(entry)) return found;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  const statements = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statements)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      for (const nested of bareImports(resolve(dirname(entry), specifier), seen)) found.add(nested);
    } else {
      found.add(specifier);
    }
  }
  return found;
}

it('reaches only date-fns from the format entry', () => {
  expect([...bareImports(join(dist, 'format.js'))]).toEqual(['date-fns']);
});

it('really follows imports (the main entry reaches React)', () => {
  expect([...bareImports(join(dist, 'index.js'))]).toContain('react/jsx-runtime');
});
