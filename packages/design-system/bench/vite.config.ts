import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The benchmark page: the Table and a plain virtualized list, built for production (minified,
// React's production build) as an app would ship them.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    target: 'es2023',
    reportCompressedSize: false,
    // The bench prints its own results; the bundler's timing report is noise here.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
