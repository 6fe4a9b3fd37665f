import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPlugin } from './vite/apiPlugin.ts';
import { demoWorkerPlugin } from './vite/demoWorkerPlugin.ts';
import { fontPreloads } from './vite/fontPreloads.ts';
import { layeredChunks } from './vite/layeredChunks.ts';
import { pathPreloads } from './vite/pathPreloads.ts';
import { precompress } from './vite/precompress.ts';
import { preloadLists } from './vite/preloadLists.ts';
import { securityHeadersPlugin } from './vite/securityHeaders.ts';
import { sharedReportView } from './vite/sharedReportView.ts';
import { sourceMapsOut } from './vite/sourceMapsOut.ts';
import { portalVanillaExtract } from './vite/vanillaExtract.ts';

/** Where `vite build --mode demo` writes the static demo (the fake runs in the page). */
export const DEMO_OUT_DIR = 'dist-demo';

/** What every page's build needs: the app's and the shared report's (vite/sharedReportView.ts). */
const pagePlugins = () => [
  // The app's text is English only: React Aria's strings for its other 33 locales stay out.
  optimizeLocales.vite({ locales: ['en-US'] }),
  react(),
  portalVanillaExtract(),
  fontPreloads(),
  precompress(),
];

export default defineConfig(({ mode }) => ({
  plugins: [
    // First: its headers go on every answer of `vite preview`, the other plugins' pages too.
    securityHeadersPlugin(),
    ...pagePlugins(),
    apiPlugin(),
    demoWorkerPlugin(),
    layeredChunks(),
    pathPreloads(),
    preloadLists(),
    sharedReportView(pagePlugins),
    sourceMapsOut({ fresh: true }),
  ],
  build: {
    target: 'es2023',
    // Maps without a comment pointing at them, moved out of what a host publishes (sourceMapsOut).
    sourcemap: 'hidden',
    // The bundle budget test and `pnpm bench` read each route's chunks from the manifest.
    manifest: true,
    outDir: mode === 'demo' ? DEMO_OUT_DIR : 'dist',
  },
}));
