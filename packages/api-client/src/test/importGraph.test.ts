import { describe, expect, it } from 'vitest';
import { findCycles, runtimeImports } from './importGraph.ts';

describe('runtimeImports', () => {
  it.each<[string, string, string[]]>([
    ['an import', "import { brandModel } from './brand.ts';", ['models/brand.ts']],
    ['a mixed import', "import { type A, b } from './brand.ts';", ['models/brand.ts']],
    [
      'an import of types only by name',
      "import { type A } from './brand.ts';",
      ['models/brand.ts'],
    ],
    ['an import type', "import type { Brand } from './brand.ts';", []],
    ['a multi-line import', "import {\n  a,\n  b,\n} from '../decode/x.ts';", ['decode/x.ts']],
    ['a namespace import', "import * as f from './fields.ts';", ['models/fields.ts']],
    ['a re-export', "export { a } from './brand.ts';", ['models/brand.ts']],
    ['a star re-export', "export * from './brand.ts';", ['models/brand.ts']],
    ['a type re-export', "export type { A } from './brand.ts';", []],
    ['a bare import', "import './setup.ts';", ['models/setup.ts']],
    ['a package', "import * as v from 'valibot';", []],
    ['a dynamic import', "const m = await import('./brand.ts');", []],
    [
      'a value, then an import',
      "export const a = 1;\nimport { b } from './b.ts';",
      ['models/b.ts'],
    ],
    ['twice', "import { a } from './b.ts';\nexport { c } from './b.ts';", ['models/b.ts']],
  ])('%s', (_name, text, expected) => {
    expect(runtimeImports('models/agency.ts', text)).toEqual(expected);
  });
});

describe('findCycles', () => {
  it.each<[string, Record<string, string[]>, string[][]]>([
    ['none', { a: ['b'], b: ['c'], c: [] }, []],
    ['two files', { a: ['b'], b: ['a'] }, [['a', 'b']]],
    ['three files', { c: ['a'], a: ['b'], b: ['c'], d: ['a'] }, [['a', 'b', 'c']]],
    ['a file importing itself', { a: ['a'] }, [['a']]],
    [
      'two cycles',
      { a: ['b'], b: ['a'], c: ['d'], d: ['c'], e: ['a', 'c'] },
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
  ])('%s', (_name, graph, expected) => {
    expect(findCycles(new Map(Object.entries(graph)))).toEqual(expected);
  });
});
