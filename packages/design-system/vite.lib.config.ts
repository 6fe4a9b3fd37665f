import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { componentCss, componentCssFile } from './build/componentCss.ts';
import { stylesheets } from './build/stylesheets.ts';
import packageJson from './package.json' with { type: 'json' };
import { CLASS_PREFIX } from './src/theme/classPrefix.ts';

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
 * The style modules (under src/) whose CSS is global, in the stylesheet each goes to. The type
 * scale is global because apps compose `text()` in their own `.css.ts` files: those keep only its
 * class names, never an import that would bring its CSS. The reset is opt-in: reset.css.
 */
const GLOBAL_STYLES = {
  reset: 'theme/reset.css.ts',
  base: 'theme/base.css.ts',
  theme: ['theme/themes.css.ts', 'theme/typography.css.ts'],
} as const;
const GLOBAL_MODULES = [GLOBAL_STYLES.reset, GLOBAL_STYLES.base, ...GLOBAL_STYLES.theme];

export default defineConfig({
  plugins: [
    // Prefixed names mark the design system's elements for base.css.ts (and keep clear of the host's).
    vanillaExtractPlugin({ identifiers: ({ hash }) => `${CLASS_PREFIX}${hash}` }),
    react(),
    componentCss(GLOBAL_MODULES),
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
