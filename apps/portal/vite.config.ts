import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPlugin } from './vite/apiPlugin.ts';
import { demoWorkerPlugin } from './vite/demoWorkerPlugin.ts';
import { portalVanillaExtract } from './vite/vanillaExtract.ts';

const FRAMEWORK_MODULES =
  /node_modules\/(react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal)\//;

/** Where `vite build --mode demo` writes the static demo (the fake runs in the page). */
export const DEMO_OUT_DIR = 'dist-demo';

export default defineConfig(({ mode }) => ({
  plugins: [react(), portalVanillaExtract(), apiPlugin(), demoWorkerPlugin()],
  build: {
    target: 'es2023',
    sourcemap: true,
    // The bundle budget test and `pnpm bench` read each route's chunks from the manifest.
    manifest: true,
    outDir: mode === 'demo' ? DEMO_OUT_DIR : 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs on, in one chunk: fewer, larger files compress better than the
          // dozen fragments the automatic split makes of them (about 9 KB less on the sign-in page).
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES, priority: 10 }],
        },
      },
    },
  },
}));
