import type { Plugin } from 'vite';

// A signed-in path needs its app's route table and the shell before React Router can even match
// the page, and the entry asks for them only once it has run: one round of module loading after
// another. A few lines in index.html ask for them with the entry instead, so the page's own chunks
// are the second and last round before its data; on the pages users open first, and on the
// sign-in page, the page's chunks come with the entry too, in one round.

const SHELL = /[\\/]src[\\/]layouts[\\/]MainLayout\.tsx$/;
/** The session and the API's providers, which the shell renders in. */
const SESSION = /[\\/]src[\\/]app[\\/]ApiRoot\.tsx$/;
const INBOX = /[\\/]src[\\/]pages[\\/]inbox[\\/]InboxPage\.tsx$/;

/** The app's route table, the shell and the session: what any page of the app needs first. */
const APP_MODULES = {
  agency: [/[\\/]src[\\/]app[\\/]routes[\\/]agencyRoutes\.ts$/, SHELL, SESSION],
  brand: [/[\\/]src[\\/]app[\\/]routes[\\/]brandRoutes\.ts$/, SHELL, SESSION],
  creator: [/[\\/]src[\\/]app[\\/]routes[\\/]creatorRoutes\.ts$/, SHELL, SESSION],
};

/**
 * The modules each path needs, beyond the entry: under an app, its route table, the shell and the
 * session, and on the pages users open first (each app's home and inbox) the page too, so that it
 * comes in the same round; the sign-in page's layout and page. The first prefix that a path is
 * under (or equals) counts, so a page comes before its app.
 */
const PATH_MODULES: Readonly<Record<string, readonly RegExp[]>> = {
  '/agency/home': [...APP_MODULES.agency, /[\\/]src[\\/]pages[\\/]agency[\\/]AgencyHomePage\.tsx$/],
  '/agency/inbox': [...APP_MODULES.agency, INBOX],
  '/agency': APP_MODULES.agency,
  '/brand/home': [...APP_MODULES.brand, /[\\/]src[\\/]pages[\\/]brandApp[\\/]BrandHomePage\.tsx$/],
  '/brand/inbox': [...APP_MODULES.brand, INBOX],
  '/brand': APP_MODULES.brand,
  '/creator/home': [
    ...APP_MODULES.creator,
    /[\\/]src[\\/]pages[\\/]creatorApp[\\/]PerformancePage\.tsx$/,
  ],
  '/creator/inbox': [...APP_MODULES.creator, INBOX],
  '/creator': APP_MODULES.creator,
  '/login': [
    /[\\/]src[\\/]layouts[\\/]LoginLayout\.tsx$/,
    /[\\/]src[\\/]pages[\\/]public[\\/]LoginPage\.tsx$/,
  ],
};

interface BundleChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  /** Every module in the chunk: a lazily imported one may share a chunk (the shell, the app's). */
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The element holding the files to preload, as JSON: data, which no CSP needs to allow. */
const DATA_ID = 'airtime-preloads';

/**
 * Preloads the files listed for the first prefix the page's path is under (runs in the page). Its
 * text never changes with the build, so the Content-Security-Policy allows it by one fixed hash
 * (vite/securityHeaders.ts); the files change and come from the data element before it.
 */
export const PRELOAD_SCRIPT = `(() => {
  const { files, base } = JSON.parse(document.getElementById('${DATA_ID}').textContent);
  const path = location.pathname;
  for (const prefix of Object.keys(files)) {
    if (path !== prefix && !path.startsWith(prefix + '/')) continue;
    for (const file of files[prefix]) {
      const link = document.createElement('link');
      const isCss = file.endsWith('.css');
      link.rel = isCss ? 'preload' : 'modulepreload';
      if (isCss) link.as = 'style';
      link.crossOrigin = '';
      link.href = base + file;
      document.head.appendChild(link);
    }
    return;
  }
})();`;

/** Each path prefix's files to preload (JS and CSS), beyond what index.html already loads. */
export function pathPreloadFiles(chunks: readonly BundleChunk[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: readonly BundleChunk[]) => {
    const files = new Set<string>();
    const visit = (chunk: BundleChunk | undefined) => {
      if (chunk === undefined || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    for (const root of roots) visit(root);
    return files;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry));
  const holding = (pattern: RegExp) =>
    chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
  return Object.fromEntries(
    Object.entries(PATH_MODULES).map(([prefix, patterns]) => {
      const files = closure(patterns.flatMap(holding));
      return [prefix, [...files].filter((file) => !initial.has(file)).sort()];
    }),
  );
}

/** Puts the script that preloads a path's modules (PATH_MODULES) at the top of index.html. */
export function pathPreloads(): Plugin {
  let base = '/';
  return {
    name: 'airtime-path-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is typeof output & BundleChunk => output.type === 'chunk',
        );
        const data = JSON.stringify({ files: pathPreloadFiles(chunks), base }).replaceAll(
          '<',
          '\\u003c',
        );
        const script = `<script type="application/json" id="${DATA_ID}">${data}</script>\n    <script>${PRELOAD_SCRIPT}</script>`;
        // Before any stylesheet, which would hold an inline script until it has loaded (crossOrigin ''
        // as Vite's own preloads ask, so the browser uses what these fetched); after the charset, which must come in the document's first 1,024 bytes.
        return html.replace(
          /<meta charset="[^"]*"\s*\/?>/i,
          (charset) => `${charset}\n    ${script}`,
        );
      },
    },
  };
}
