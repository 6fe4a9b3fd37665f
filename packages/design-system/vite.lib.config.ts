import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { componentCss, componentCssFile } from './build/componentCss.ts';
import { stylesheets } from './build/stylesheets.ts';
import packageJson from './package.json' with { type: 'json' };

// The published build: ES modules that keep the source's file layout (so consumers tree-shake
// per component), each module's CSS beside it and imported by it, global.css and styles.css, and
// every dependency left for the consumer's bundler.
const EXTERNAL = [
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.peerDependencies),
];

function isExternal(id: string): boolean {
  return EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * The style modules (under src/) whose CSS is global: it goes to global.css, in this order. The
 * type scale is here because apps compose `text()` in their own `.css.ts` files: those keep only
 * its class names, never an import that would bring its CSS.
 */
const GLOBAL_STYLES = ['theme/reset.css.ts', 'theme/themes.css.ts', 'theme/typography.css.ts'];

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    componentCss(GLOBAL_STYLES),
    stylesheets(GLOBAL_STYLES),
  ],
  build: {
    target: 'es2023',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    // A stylesheet per style module, beside its JS (see componentCss).
    cssCodeSplit: true,
    lib: {
      entry: { index: 'src/index.ts', format: 'src/format.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: ({ names }) => componentCssFile(names[0] ?? '[name][extname]'),
      },
    },
  },
});
