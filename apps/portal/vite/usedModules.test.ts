import { describe, expect, it } from 'vitest';
import { type ImportEdge, importEdges, type ModuleSource, usedModules } from './usedModules.ts';

const names = (edge: ImportEdge) => (edge.names === '*' ? '*' : [...edge.names].sort());
const reexports = (edge: ImportEdge) =>
  edge.reexports === undefined || edge.reexports === '*'
    ? edge.reexports
    : Object.fromEntries(edge.reexports);

describe('importEdges', () => {
  it.each([
    [
      'a named import',
      `import { a, b as c } from './x'; a(); c();`,
      [['./x', ['a', 'b'], undefined]],
    ],
    ['a default import', `import X from './x'; X();`, [['./x', ['default'], undefined]]],
    [
      'default and named',
      `import X, { y } from './x'; X(y);`,
      [['./x', ['default', 'y'], undefined]],
    ],
    ['a namespace import', `import * as ns from './x'; ns.a();`, [['./x', '*', undefined]]],
    ['a bare import', `import './x.css';`, [['./x.css', [], undefined]]],
    ['minified code', `import{a as b}from"./x";b();`, [['./x', ['a'], undefined]]],
    ['type-only names', `import { type T, a } from './x'; a();`, [['./x', ['a'], undefined]]],
    ['an import type (nothing)', `import type { T } from './x';`, []],
    [
      'a named re-export',
      `export { a, b as c } from './x';`,
      [['./x', ['a', 'b'], { a: 'a', c: 'b' }]],
    ],
    ['a star re-export', `export * from './x';`, [['./x', '*', '*']]],
    ['a namespace re-export', `export * as ns from './x';`, [['./x', '*', { ns: '*' }]]],
    [
      "a bundled package's index (imports only passed on)",
      `import { A } from './A.js';\nimport { B, C } from './B.js';\nexport { A, B, C };`,
      [
        ['./A.js', ['A'], { A: 'A' }],
        ['./B.js', ['B', 'C'], { B: 'B', C: 'C' }],
      ],
    ],
    [
      'an import used here and passed on',
      `import { A } from './A.js';\nA.displayName = 'A';\nexport { A };`,
      [
        ['./A.js', ['A'], undefined],
        ['./A.js', ['A'], { A: 'A' }],
      ],
    ],
  ] as const)('reads %s', (_case, code, expected) => {
    expect(importEdges(code).map((edge) => [edge.source, names(edge), reexports(edge)])).toEqual(
      expected,
    );
  });
});

/** A module graph written as code, one module per key; imports name other keys. */
function graphOf(modules: Record<string, string>, exports: Record<string, string[]> = {}) {
  const source: ModuleSource = {
    edges: (id) => importEdges(modules[id] ?? '').map((edge) => ({ ...edge, id: edge.source })),
    exports: (id) => exports[id],
  };
  return (roots: string[]) => [...usedModules(roots, source)].sort();
}

describe('usedModules', () => {
  const barrel = graphOf(
    {
      page: `import { Button } from 'ds'; Button();`,
      table: `import { Table } from 'ds'; Table();`,
      ds: `import { Button } from 'Button';\nimport { Table } from 'Table';\nexport { Button, Table };`,
      Button: `import { focus } from 'aria-focus'; export const Button = focus;`,
      Table: `import { grid } from 'aria-grid'; export const Table = grid;`,
      'aria-focus': 'export const focus = 1;',
      'aria-grid': `import { focus } from 'aria-focus'; export const grid = focus;`,
    },
    {},
  );

  it.each([
    ['only the part of a barrel a root asks for', ['page'], ['Button', 'aria-focus', 'ds', 'page']],
    [
      'the parts every root asks for',
      ['page', 'table'],
      ['Button', 'Table', 'aria-focus', 'aria-grid', 'ds', 'page', 'table'],
    ],
    [
      "a module's own imports, whatever is asked of it",
      ['Table'],
      ['Table', 'aria-focus', 'aria-grid'],
    ],
  ])('takes %s', (_case, roots, expected) => {
    expect(barrel(roots)).toEqual(expected);
  });

  it.each([
    [
      "a star re-export's source only for names it exports",
      { root: `import { b } from 'index'; b();`, index: `export * from 'a';\nexport * from 'b';` },
      { a: ['a'], b: ['b'] },
      ['b', 'index', 'root'],
    ],
    [
      'every star source when it cannot tell what a source exports',
      { root: `import { b } from 'index'; b();`, index: `export * from 'a';\nexport * from 'b';` },
      {},
      ['a', 'b', 'index', 'root'],
    ],
    [
      'a renamed re-export by its source name',
      { root: `import { Shown } from 'index';`, index: `export { Hidden as Shown } from 'x';` },
      {},
      ['index', 'root', 'x'],
    ],
    [
      'the whole of a namespace re-export',
      {
        root: `import { ns } from 'index';`,
        index: `export * as ns from 'x';`,
        x: `export { a } from 'a';`,
      },
      {},
      ['a', 'index', 'root', 'x'],
    ],
    [
      'only the names a root module passes on',
      {
        root: `export { Button } from 'ds';`,
        ds: `export { Button } from 'Button';\nexport { Table } from 'Table';`,
      },
      {},
      ['Button', 'ds', 'root'],
    ],
    [
      'a cycle once',
      {
        root: `import { a } from 'a';`,
        a: `import { b } from 'b'; b();`,
        b: `import { a } from 'a'; a();`,
      },
      {},
      ['a', 'b', 'root'],
    ],
  ])('follows %s', (_case, modules, exports, expected) => {
    expect(graphOf(modules, exports)(['root'])).toEqual(expected);
  });
});
