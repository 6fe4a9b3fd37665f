import { type BuildSizes, shellKeys, sourcesOf } from './bundle.ts';

// Issue 23: the command palette and presence add nothing to a route's first load. Read from the
// build's manifest and source maps by e2e/build.test.ts (which enforces it) and `pnpm bench`.

/**
 * What every signed-in page loads once it has settled: realtime and the page metrics, each a
 * chunk group of its own (vite/layeredChunks.ts) that holds the module imported.
 */
const AFTER_RENDER = ['live', 'idle'];

/**
 * Their own code: the palette and what it lists, the presence parts, the design system's component
 * and the hub over the connection. The header's button, the screens' action lists and presence's
 * gates (is realtime up?) are all a first load may hold.
 */
const OWN_CODE = [
  /src\/features\/palette\/(?!CommandPaletteButton\.|paletteActions\.|palette\.css)/,
  /src\/features\/presence\/(?!presenceGates\.|presence\.css)/,
  /design-system\/(dist|src)\/CommandPalette\//,
  /api-client\/(dist|src)\/(realtime\/presenceHubs?\.|hooks\/usePresence\.)/,
];

/** The features loaded on use, by the module that loads each. */
export const LOADED_ON_USE = [
  {
    name: 'the command palette, on the first Ctrl/Cmd+K or hover of its button',
    module: 'src/features/palette/AppCommandPalette.tsx',
  },
  {
    name: 'presence, once realtime is up on a record',
    module: 'src/features/presence/presenceParts.ts',
  },
] as const;

export interface LoadedOnUse {
  /** Every JS file some route's first load fetches (the entry, shell, page and after-render). */
  readonly firstLoadFiles: ReadonlySet<string>;
  /** Where the features' own code is in a first load: 'file: source' (none, when all is well). */
  readonly inFirstLoads: readonly string[];
  /** Each feature's files beyond any first load, their gzipped size, and its sources among them. */
  readonly features: readonly {
    readonly name: string;
    readonly files: readonly string[];
    readonly gzip: number;
    readonly ownSources: readonly string[];
  }[];
}

/** Reads where the palette's and presence's code is in the build in `outDir`. */
export function readLoadedOnUse(outDir: string, sizes: BuildSizes): LoadedOnUse {
  const own = (source: string) => OWN_CODE.some((pattern) => pattern.test(source));
  const firstLoadFiles = new Set(
    [
      sizes.entry,
      ...sizes.lazyModules.map((key) =>
        sizes.load([...shellKeys(sizes), key, ...AFTER_RENDER.flatMap(sizes.keysNamed)]),
      ),
    ].flatMap((load) => [...load.js]),
  );
  return {
    firstLoadFiles,
    inFirstLoads: [...firstLoadFiles].flatMap((file) =>
      sourcesOf(outDir, file)
        .filter(own)
        .map((source) => `${file}: ${source}`),
    ),
    features: LOADED_ON_USE.map(({ name, module }) => {
      const files = [...sizes.load([module]).js].filter((file) => !firstLoadFiles.has(file));
      return {
        name,
        files,
        gzip: files.reduce((total, file) => total + sizes.gzip(file), 0),
        ownSources: files.flatMap((file) => sourcesOf(outDir, file).filter(own)),
      };
    }),
  };
}
