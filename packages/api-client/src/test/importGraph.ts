import { posix } from 'node:path';

// A static import or re-export with a `from` clause; the names part holds no `=` or `(`, so the
// match cannot start at an `export const` and run on to a later `from`.
const FROM_CLAUSE = /^\s*(import|export)\s+(type\s+)?[\w*\s{},$]*?\s*from\s*['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^\s*import\s*['"]([^'"]+)['"]/gm;

/**
 * The files a module loads when it runs: its relative imports and re-exports, as paths relative
 * to the same root, without `import type` and `export type` (erased). `import { type A }` still
 * loads its module under `verbatimModuleSyntax`, so it counts. Dynamic `import()` is lazy and
 * does not count.
 */
export function runtimeImports(path: string, text: string): string[] {
  const specifiers: string[] = [];
  for (const match of text.matchAll(FROM_CLAUSE))
    if (match[2] === undefined && match[3] !== undefined) specifiers.push(match[3]);
  for (const match of text.matchAll(BARE_IMPORT))
    if (match[1] !== undefined) specifiers.push(match[1]);
  return [
    ...new Set(
      specifiers
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => posix.join(posix.dirname(path), specifier)),
    ),
  ];
}

/**
 * The import cycles of a graph (file → the files it loads): each group of files that load one
 * another, directly or through others, sorted; none for a graph without cycles.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
