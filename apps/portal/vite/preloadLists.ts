import type { Plugin } from 'vite';

// A lazy import's preload list (Vite's `__vite__mapDeps`) names every JS file the imported chunk
// needs, those the importing chunk imports itself too: the framework, the core and the app's
// chunk, in each of the hundred lists of the route tables. Those have run before any code of the
// importing chunk can import anything, so they are left out of its lists (Vite's
// `resolveDependencies`); a list keeps the rest, and its CSS.

/** Each chunk's file and the JS files it imports statically, directly or not. */
export function staticImports(
  bundle: Readonly<Record<string, { readonly type: string; readonly imports?: readonly string[] }>>,
): Map<string, Set<string>> {
  const closures = new Map<string, Set<string>>();
  const closureOf = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known !== undefined) return known;
    const closure = new Set<string>();
    closures.set(file, closure);
    for (const imported of bundle[file]?.imports ?? []) {
      closure.add(imported);
      for (const further of closureOf(imported)) closure.add(further);
    }
    return closure;
  };
  for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') closureOf(file);
  return closures;
}

/** Leaves out of each lazy import's preload list what its importing chunk has loaded already. */
export function preloadLists(): Plugin {
  let loaded = new Map<string, Set<string>>();
  return {
    name: 'airtime-preload-lists',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !loaded.get(hostId)?.has(dep)) : deps,
        },
      },
    }),
    // Before Vite's own generateBundle, which writes the lists.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = staticImports(bundle as Parameters<typeof staticImports>[0]);
      },
    },
  };
}
