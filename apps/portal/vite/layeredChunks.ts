import type { Plugin } from 'vite';
import { type ImportEdge, importEdges, usedModules } from './usedModules.ts';

// Chunks by layer of the app, instead of one chunk for each set of pages that shares a module
// (which made 300 chunks with a median of 700 B gzipped, and preload lists of dozens of files in
// every route's import). The sign-in page loads the framework, the core and its own chunk; a
// signed-in page the framework, the core, the app (session, shell and the route tables' shared
// part), its app's route table, the parts most pages share, then its own.

/** What every page runs on. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/;

/** Vite's helper that preloads a lazy import's files (added to the code after the transforms). */
const PRELOAD_HELPER = /^\0vite[\\/]preload-helper/;

/** The fake backend of the demo build: its chunks are its own business. */
const FAKE = /[\\/](mock-api|msw|@mswjs)[\\/]|startDemoBackend/;

/** The sign-in page: the first page of a user's day, kept to what it needs. */
const SIGN_IN = /[\\/]src[\\/](layouts[\\/]LoginLayout|pages[\\/]public[\\/]LoginPage)\.tsx$/;

/**
 * The session and the API's providers (SWR, the models, valibot): every page that uses the API
 * loads them, the sign-in page only once the user signs in.
 */
const SESSION = /[\\/]src[\\/]app[\\/](ApiRoot\.tsx|sessionServices\.ts)$/;

/** The three apps' route tables: small, and needed before the router can match a page. */
const TABLES = /[\\/]src[\\/]app[\\/]routes[\\/](agency|brand|creator)Routes\.ts$/;
const APPS = ['agency', 'brand', 'creator'] as const;

/** The signed-in shell, which every app path loads. */
const SHELL = /[\\/]src[\\/]layouts[\\/]MainLayout\.tsx$/;

/** What the core loads on every page once it has settled (the page metrics reporter). */
const IDLE = /[\\/]src[\\/]features[\\/]realtime[\\/]pageMetricsModule\.ts$/;

/** What keeps a signed-in page live (realtime), loaded once the page has settled. */
const LIVE = /[\\/]src[\\/]features[\\/]realtime[\\/]liveModules\.ts$/;

/**
 * A module that many pages use goes in one of a few chunks they share (a little more than each
 * needs, in few files); the others go in chunks by the set of pages that use them.
 */
const SHARED_BY_PAGES = 10;

/**
 * Of a landing page's shared modules, those that fewer pages use (of about 100: the charts, the
 * conversation's parts) go apart from the widely used ones, so that a page needing one widely
 * used part of a landing page does not load the landing page's narrow parts with it. A module's
 * imports are used by at least as many pages, so these chunks too only import larger ones.
 */
const WIDELY_SHARED = 20;

/**
 * A narrow part smaller than this (transformed code, about 3 KB gzipped) joins its landing pages'
 * wide part: a file of its own (and its CSS file) would cost a landing page more than the few
 * bytes it spares the pages that load only the wide part.
 */
const MIN_NARROW_CODE = 12_000;

/** A record's conversation, which the brand and creator homes load once it is on screen. */
const DEFERRED_CONVERSATION = /[\\/]src[\\/]features[\\/]inbox[\\/]RecordConversation\.tsx$/;

/**
 * The pages a user opens first: each app's home and the inbox. The shared modules are split by
 * which of these use them, so that each loads only the shared parts it uses.
 */
const LANDING_PAGES: readonly (readonly [name: string, page: RegExp])[] = [
  ['agency', /[\\/]src[\\/]pages[\\/]agency[\\/]AgencyHomePage\.tsx$/],
  ['brand', /[\\/]src[\\/]pages[\\/]brandApp[\\/]BrandHomePage\.tsx$/],
  ['creator', /[\\/]src[\\/]pages[\\/]creatorApp[\\/]PerformancePage\.tsx$/],
  ['inbox', /[\\/]src[\\/]pages[\\/]inbox[\\/]InboxPage\.tsx$/],
  // Loaded after the brand and creator homes have shown (DeferredRecordConversation), in parts of
  // its own rather than in the chunks most pages share.
  ['conversation', DEFERRED_CONVERSATION],
];

/** The landing pages that are pages (the deferred conversation is a part of two of them). */
const EVERY_LANDING_PAGE = ['agency', 'brand', 'creator', 'inbox'];

/** The suffix of the landing pages' parts that fewer than WIDELY_SHARED pages use. */
const NARROW = '~narrow';

/** The layers, as sets of module ids. */
export interface Layers {
  /** The entry's chunk: what it imports, and what the sign-in page shares with any other. */
  readonly core: ReadonlySet<string>;
  readonly signIn: ReadonlySet<string>;
  /** The session and the API's providers, beyond the core. */
  readonly session: ReadonlySet<string>;
  /**
   * What every page loads once it has settled (page metrics): apart from the shell, so that the
   * sign-in page never loads the shell through it.
   */
  readonly idle: ReadonlySet<string>;
  /**
   * The route tables' own modules (apart from the shell, so the router need not wait for it), by
   * the apps whose tables use them ("agency", "brand.creator"): a brand user loads no agency
   * route.
   */
  readonly tables: ReadonlyMap<string, string>;
  readonly shell: ReadonlySet<string>;
  /**
   * Realtime's own modules, which no page uses: every signed-in page loads them once it has
   * settled. What pages share with realtime (messaging's cache updates, the models) stays with the
   * pages, which need it first; realtime then loads the chunks holding it.
   */
  readonly live: ReadonlySet<string>;
  /** Modules loaded lazily (pages, layouts, overlays): chunks of their own. */
  readonly lazy: ReadonlySet<string>;
  /**
   * The landing pages using each module, by name ("agency.inbox", "creator~narrow" when fewer
   * than WIDELY_SHARED pages use it). A module's imports are used by every landing page that
   * uses it, so a chunk of such a set only imports chunks of larger sets, and these chunks never
   * import each other in a circle.
   */
  readonly landing: ReadonlyMap<string, string>;
}

interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    readonly importedIds: readonly string[];
    readonly dynamicallyImportedIds: readonly string[];
    readonly exports?: readonly string[];
    readonly isEntry: boolean;
  } | null;
  resolve(source: string, importer: string): Promise<{ id: string; external?: unknown } | null>;
}

/** Every module's imports, resolved; a module whose code was not seen takes all it imports. */
async function resolveEdges(graph: Graph, ids: readonly string[], codes: Map<string, string>) {
  const edges = new Map<string, (ImportEdge & { id: string })[]>();
  await Promise.all(
    ids.map(async (id) => {
      const code = codes.get(id);
      if (code === undefined) {
        const imported = graph.getModuleInfo(id)?.importedIds ?? [];
        edges.set(
          id,
          imported.map((target) => ({ source: target, id: target, names: '*' as const })),
        );
        return;
      }
      const resolved = await Promise.all(
        importEdges(code).map(async (edge) => {
          const target = await graph.resolve(edge.source, id);
          return target === null || target.external === true ? [] : [{ ...edge, id: target.id }];
        }),
      );
      edges.set(id, resolved.flat());
    }),
  );
  return edges;
}

async function layersOf(graph: Graph, codes: Map<string, string>): Promise<Layers> {
  const ids = [...graph.getModuleIds()];
  const edges = await resolveEdges(graph, ids, codes);
  const source = {
    edges: (id: string) => edges.get(id) ?? [],
    exports: (id: string) => graph.getModuleInfo(id)?.exports,
  };
  const used = (roots: readonly string[]) => usedModules(roots, source);
  const lazy = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  const signInUsed = used(ids.filter((id) => SIGN_IN.test(id)));
  const othersUsed = used([...lazy].filter((id) => !SIGN_IN.test(id)));
  const core = used(ids.filter((id) => graph.getModuleInfo(id)?.isEntry === true));
  for (const id of signInUsed) if (othersUsed.has(id) && !lazy.has(id)) core.add(id);
  // What the page metrics reporter shares with any other part (the login paths, cache durations:
  // a few hundred bytes) is in the core too, so that its own chunk waits for the page to settle.
  const idleUsed = used(ids.filter((id) => IDLE.test(id)));
  const notIdleUsed = used([...lazy].filter((id) => !IDLE.test(id)));
  for (const id of idleUsed) if (notIdleUsed.has(id) && !lazy.has(id)) core.add(id);
  const outside = (id: string) => !core.has(id) && !lazy.has(id);
  // Lazy ones too: the own profile's decoder is imported lazily by the core (getOwnProfile's)
  // and statically by the session; a chunk of its own would import the session's and be imported
  // by it, and chunks that import each other run their modules out of order.
  const session = new Set(
    [...used(ids.filter((id) => SESSION.test(id)))].filter((id) => !core.has(id)),
  );
  const tableUsed = new Map(
    APPS.map((app) => [
      app,
      used(ids.filter((id) => TABLES.test(id) && id.includes(`${app}Routes`))),
    ]),
  );
  const tables = new Map<string, string>();
  for (const [app, appTableUsed] of tableUsed) {
    // Lazy ones too (the inbox's addresses, which realtime imports lazily), for the session's reason.
    for (const id of [...appTableUsed].filter((id) => !core.has(id) && !TABLES.test(id))) {
      const names = tables.get(id);
      tables.set(id, names === undefined ? app : `${names}.${app}`);
    }
  }
  const shellUsed = used(ids.filter((id) => SHELL.test(id)));
  // What the shell uses too every app loads: shared, or each app would load every app's chunk.
  for (const id of tables.keys()) if (shellUsed.has(id)) tables.set(id, APPS.join('.'));
  // What one app's table uses and another app's pages too (the brand home's read hooks, which
  // the agency's brand pages use) goes with the pages' parts: in the table's chunk, that app's
  // pages would load the other app's table.
  for (const [app, appTableUsed] of tableUsed) {
    const pages = used(
      [...appTableUsed].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
    );
    for (const [id, names] of tables) {
      if (!names.includes('.') && names !== app && pages.has(id)) tables.delete(id);
    }
  }
  const shell = new Set([...shellUsed].filter((id) => outside(id) && !tables.has(id)));
  const landing = new Map<string, string>();
  for (const [name, page] of LANDING_PAGES) {
    for (const id of used(ids.filter((id) => page.test(id)))) {
      const names = landing.get(id);
      landing.set(id, names === undefined ? name : `${names}.${name}`);
    }
  }
  // What pages (and their overlays) use, apart from realtime's and the page metrics' modules.
  const pagesUsed = used(
    [...lazy].filter((id) => !SIGN_IN.test(id) && !LIVE.test(id) && !IDLE.test(id)),
  );
  const shares = new Map<string, number>();
  for (const root of lazy) for (const id of used([root])) shares.set(id, (shares.get(id) ?? 0) + 1);
  for (const [id, names] of landing) {
    if ((shares.get(id) ?? 0) < WIDELY_SHARED) landing.set(id, `${names}${NARROW}`);
  }
  const narrowCode = new Map<string, number>();
  for (const [id, name] of landing) {
    if (name.endsWith(NARROW))
      narrowCode.set(name, (narrowCode.get(name) ?? 0) + (codes.get(id)?.length ?? 0));
  }
  for (const [id, name] of landing) {
    if ((narrowCode.get(name) ?? MIN_NARROW_CODE) < MIN_NARROW_CODE)
      landing.set(id, name.slice(0, -NARROW.length));
  }
  return {
    core,
    signIn: new Set([...signInUsed].filter(outside)),
    session,
    idle: new Set([...idleUsed].filter(outside)),
    tables,
    shell,
    live: new Set(
      [...used(ids.filter((id) => LIVE.test(id)))].filter(
        (id) =>
          outside(id) &&
          !session.has(id) &&
          !tables.has(id) &&
          !shell.has(id) &&
          !pagesUsed.has(id),
      ),
    ),
    lazy,
    landing,
  };
}

/**
 * Rolldown's chunk groups by layer: the framework; the core; the sign-in page; the shell; then
 * pages' modules, the widely shared ones together and the others by the set of pages using them.
 */
export function layeredChunks(): Plugin {
  const codes = new Map<string, string>();
  let layers: Layers = {
    core: new Set(),
    signIn: new Set(),
    session: new Set(),
    idle: new Set(),
    tables: new Map(),
    shell: new Set(),
    live: new Set(),
    lazy: new Set(),
    landing: new Map(),
  };
  const inLayer = (id: string) =>
    FRAMEWORK.test(id) ||
    FAKE.test(id) ||
    layers.core.has(id) ||
    layers.signIn.has(id) ||
    SESSION.test(id) ||
    layers.session.has(id) ||
    layers.idle.has(id) ||
    layers.tables.has(id) ||
    layers.shell.has(id) ||
    layers.live.has(id) ||
    layers.lazy.has(id);
  const pagePart = (id: string) => !id.startsWith('\0') && !inLayer(id);
  // What all the landing pages use (the loading, empty and error states, status badges) nearly
  // every signed-in page uses: it goes with the app rather than in a file of its own.
  const usedByEveryLandingPage = (id: string) =>
    EVERY_LANDING_PAGE.every((name) => layers.landing.get(id)?.split('.').includes(name));
  return {
    name: 'airtime-layered-chunks',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        codes.set(id, code);
      },
    },
    async buildEnd() {
      layers = await layersOf(this, codes);
      codes.clear();
    },
    outputOptions(options) {
      const named = options.chunkFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...options,
        // A chunk of pages is named after every page sharing it (up to 120 characters), and each
        // lazy import's preload list, in the route tables too, names its files: a short name.
        chunkFileNames: (chunk) => {
          if (chunk.name.startsWith('pages~')) return 'assets/pages-[hash].js';
          return typeof named === 'function' ? named(chunk) : named;
        },
        codeSplitting: {
          // A captured module's imports stay in their own layers (by default a group takes them
          // all, and a barrel such as the design system's index would bring every part).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 50 },
            // Vite's preload helper too: left in the entry's chunk, the core (which holds main.tsx)
            // and the entry would import each other, and the demo build's start calls it at once.
            {
              name: 'core',
              test: (id) => (layers.core.has(id) || PRELOAD_HELPER.test(id)) && !FRAMEWORK.test(id),
              priority: 40,
            },
            { name: 'sign-in', test: (id) => layers.signIn.has(id), priority: 30 },
            // The signed-in app: the session, the shell (its layout too) and what the apps' route
            // tables share, in one file: every app page loads all of them, and in one gzip stream
            // they are 1.5 KB smaller than apart, with shorter preload lists in every route table
            // (issue 17: 4-7 KB less per signed-in page; the public forms, which use kits the
            // shell shares, loaded all three before too).
            {
              name: 'app',
              test: (id) =>
                SESSION.test(id) ||
                layers.session.has(id) ||
                SHELL.test(id) ||
                layers.shell.has(id) ||
                (layers.tables.get(id) ?? '').includes('.') ||
                usedByEveryLandingPage(id),
              priority: 23,
            },
            // The lazily imported module with what it uses: one file, not a 100 B one beside it.
            { name: 'idle', test: (id) => IDLE.test(id) || layers.idle.has(id), priority: 25 },
            // One app's route table with its own modules in its chunk; what two or three apps
            // share is in the app's (pairs would make files of 1 KB). Only an app's chunk imports
            // the shared one, never back.
            {
              debugName: 'tables by app',
              name: (id) => `tables-${TABLES.exec(id)?.[1] ?? layers.tables.get(id)}`,
              test: (id) => TABLES.test(id) || layers.tables.has(id),
              priority: 22,
            },
            { name: 'live', test: (id) => LIVE.test(id) || layers.live.has(id), priority: 15 },
            // What a landing page shares with any other page: in chunks by the landing pages
            // using it (not by kind, such as charts or inbox: those parts would import each
            // other, and chunks that do run their modules out of order).
            {
              // Rolldown's timing report needs a name for a group whose chunks it names by function.
              debugName: 'kit by landing pages',
              name: (id) => `kit-${layers.landing.get(id)}`,
              // The deferred conversation's own module too: one file with the parts only it uses.
              test: (id) =>
                (pagePart(id) || DEFERRED_CONVERSATION.test(id)) && layers.landing.has(id),
              minShareCount: 2,
              priority: 11,
            },
            { name: 'kit', test: pagePart, minShareCount: SHARED_BY_PAGES, priority: 10 },
            // A module of one page only stays in that page's chunk.
            { name: 'pages', test: pagePart, entriesAware: true, minShareCount: 2 },
          ],
        },
      };
    },
  };
}
