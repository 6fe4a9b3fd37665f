import { join } from 'node:path';
import { build, type Connect, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

// The shared report page (/shared/r/{token}, issue 20) opens without signing in and must load no
// signed-in code. In the app's build its modules would share chunks with the signed-in pages (the
// reports are theirs too), and those chunks import the shell's; so it is a page of its own,
// shared-report.html, built apart after the app into the same folder, with chunks of its own.

/** The page's HTML, beside index.html. */
export const SHARED_REPORT_HTML = 'shared-report.html';

/** Where its build writes its manifest (the app's is .vite/manifest.json). */
export const SHARED_REPORT_MANIFEST = '.vite/shared-report-manifest.json';

/** The page's paths: a link's token, nothing after it. */
const SHARED_REPORT_PATH = /^\/shared\/r\/[^/?#]+\/?(?:[?#]|$)/;

/** Whether a request's URL (path and query) under the app's `base` is the shared report page's. */
export function isSharedReportUrl(url: string, base = '/'): boolean {
  if (!url.startsWith(base)) return false;
  return SHARED_REPORT_PATH.test(`/${url.slice(base.length)}`);
}

/** Serves shared-report.html for the page's paths, as a host would (README "Hosting"). */
function servePage(base: string): Connect.NextHandleFunction {
  return (request, _response, next) => {
    if (isSharedReportUrl(request.url ?? '', base)) request.url = `${base}${SHARED_REPORT_HTML}`;
    next();
  };
}

/**
 * Serves the shared report page in `vite` and `vite preview`, and builds it after the app (in the
 * same mode, into the same folder) with `plugins`: the app's page plugins, not its chunking.
 */
export function sharedReportView(plugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'airtime-shared-report-view',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(servePage(config.base));
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePage(config.base));
    },
    async closeBundle() {
      if (config.command !== 'build') return;
      await build({
        configFile: false,
        root: config.root,
        base: config.base,
        mode: config.mode,
        logLevel: 'warn',
        plugins: plugins(),
        build: {
          target: config.build.target,
          sourcemap: 'hidden',
          manifest: SHARED_REPORT_MANIFEST,
          outDir: config.build.outDir,
          emptyOutDir: false,
          rollupOptions: { input: join(config.root, SHARED_REPORT_HTML) },
        },
      });
    },
  };
}
