// Which modules a set of roots really uses, following imports by name: a module's static imports
// name every export of a barrel (a package's index re-exports all its parts), so the plain closure
// of the shell would hold every component of the design system. Reads ES module syntax with
// patterns, erring on the side of more: an import it cannot read takes the whole module.

/** One static import or re-export of a module. */
export interface ImportEdge {
  readonly source: string;
  /** The names taken from the source ('*': all of them). */
  readonly names: ReadonlySet<string> | '*';
  /** For `export … from`: the names this module gives them (local name -> source name). */
  readonly reexports?: ReadonlyMap<string, string> | '*';
}

const FROM_CLAUSE =
  /(?:^|[\s;{}()])(import|export)\s*(type\s+)?([\w$*{}\s,]*?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /(?:^|[\s;{}()])import\s*["']([^"']+)["']/g;

/** `a as b` -> [a, b]; TypeScript's `type a` names nothing at run time. */
function specifier(text: string): readonly [string, string] | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('type ')) return null;
  const [imported = '', local = imported] = trimmed.split(/\s+as\s+/);
  return [imported.trim(), local.trim()];
}

function braced(clause: string): (readonly [string, string])[] {
  const inner = /\{([^}]*)\}/.exec(clause)?.[1];
  if (inner === undefined) return [];
  return inner.split(',').flatMap((part) => {
    const pair = specifier(part);
    return pair === null ? [] : [pair];
  });
}

const EXPORT_LIST = /(?:^|[\s;{}()])export\s*\{([^}]*)\}\s*(?!\s*from)/g;

/** An import's bindings: [imported name ('*' for a namespace), local name]. */
function importBindings(clause: string): (readonly [string, string])[] {
  const namespace = /\*\s+as\s+([\w$]+)/.exec(clause)?.[1];
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/\*\s+as\s+[\w$]+/, '');
  const defaultLocal = outside.replace(/,/g, '').trim();
  return [
    ...(defaultLocal === '' ? [] : [['default', defaultLocal] as const]),
    ...(namespace === undefined ? [] : [['*', namespace] as const]),
    ...braced(clause),
  ];
}

/**
 * The static imports and re-exports of a module's code. An imported binding the module only
 * exports again (`import { A } from './A'; export { A }`, how bundled packages write their index)
 * is a re-export: taken only when asked for.
 */
export function importEdges(code: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const body = code.replace(FROM_CLAUSE, ' ').replace(BARE_IMPORT, ' ').replace(EXPORT_LIST, ' ');
  const exportedAs = new Map<string, string[]>();
  for (const [, list = ''] of code.matchAll(EXPORT_LIST)) {
    for (const part of list.split(',')) {
      const pair = specifier(part);
      if (pair !== null) exportedAs.set(pair[0], [...(exportedAs.get(pair[0]) ?? []), pair[1]]);
    }
  }
  const usedHere = (local: string) =>
    new RegExp(`(^|[^\\w$.])${local.replace(/\$/g, '\\$')}($|[^\\w$])`).test(body);
  for (const [, keyword, typeOnly, rawClause = '', source = ''] of code.matchAll(FROM_CLAUSE)) {
    const clause = rawClause.trim();
    // `import type` and `export type … from` name nothing at run time.
    if (typeOnly !== undefined) continue;
    if (keyword === 'import') {
      const own = new Set<string>();
      const passed = new Map<string, string>();
      const bindings = importBindings(clause);
      for (const [imported, local] of bindings) {
        const exported = exportedAs.get(local);
        if (exported === undefined || usedHere(local)) own.add(imported);
        for (const name of exported ?? []) passed.set(name, imported);
      }
      // An import of bindings that are all passed on costs nothing until they are asked for.
      if (own.size > 0 || bindings.length === 0) {
        edges.push({ source, names: own.has('*') ? '*' : own });
      }
      if (passed.size > 0)
        edges.push({ source, names: new Set(passed.values()), reexports: passed });
    } else if (/^\*\s+as\s+/.test(clause)) {
      const local = clause.replace(/^\*\s+as\s+/, '').trim();
      edges.push({ source, names: '*', reexports: new Map([[local, '*']]) });
    } else if (clause === '*') {
      edges.push({ source, names: '*', reexports: '*' });
    } else {
      const pairs = braced(clause);
      edges.push({
        source,
        names: new Set(pairs.map(([imported]) => imported)),
        reexports: new Map(pairs.map(([imported, local]) => [local, imported])),
      });
    }
  }
  for (const [, source = ''] of code.matchAll(BARE_IMPORT)) {
    edges.push({ source, names: new Set() });
  }
  return edges;
}

export interface ModuleSource {
  /** The module's static imports and re-exports, with their sources resolved to module ids. */
  edges(id: string): readonly (ImportEdge & { readonly id: string })[];
  /** The names a module exports, when known. */
  exports(id: string): readonly string[] | undefined;
}

/**
 * The modules `roots` use: a module's own imports are all taken; its re-exports only for the
 * names asked of it (a barrel costs only the parts that are used).
 */
export function usedModules(roots: readonly string[], source: ModuleSource): Set<string> {
  const asked = new Map<string, Set<string> | '*'>();
  const pending: [string, ReadonlySet<string> | '*'][] = roots.map((root) => [root, '*']);
  while (pending.length > 0) {
    const [id, names] = pending.pop() as [string, ReadonlySet<string> | '*'];
    const before = asked.get(id);
    if (before === '*') continue;
    const fresh =
      names === '*' ? '*' : new Set([...names].filter((name) => before?.has(name) !== true));
    if (before !== undefined && fresh !== '*' && fresh.size === 0) continue;
    asked.set(id, fresh === '*' ? '*' : new Set([...(before ?? []), ...fresh]));
    for (const edge of source.edges(id)) {
      if (edge.reexports === undefined) {
        // The module's own imports run whatever is asked of it; only the first visit follows them.
        if (before === undefined) pending.push([edge.id, edge.names]);
        continue;
      }
      if (fresh === '*') {
        // Everything this module passes on: what each re-export names at its source.
        pending.push([edge.id, edge.names]);
        continue;
      }
      if (edge.reexports === '*') {
        const exported = source.exports(edge.id);
        const wanted = new Set([...fresh].filter((name) => exported?.includes(name) ?? true));
        if (wanted.size > 0) pending.push([edge.id, wanted]);
        continue;
      }
      const wanted = new Set<string>();
      let all = false;
      for (const name of fresh) {
        const imported = edge.reexports.get(name);
        if (imported === '*') all = true;
        else if (imported !== undefined) wanted.add(imported);
      }
      if (all) pending.push([edge.id, '*']);
      else if (wanted.size > 0) pending.push([edge.id, wanted]);
    }
  }
  return new Set(asked.keys());
}
