import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The published build: ES modules that keep the source's file layout (so consumers tree-shake
// per component), one styles.css, and every dependency left for the consumer's bundler.
const EXTERNAL = [
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.peerDependencies),
];

function isExternal(id: string): boolean {
  return EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));
}

const CSS_FILE = 'styles.css';

/**
 * Puts Inter's @font-face rules at the top of styles.css and its woff2 files in dist/fonts.
 * Library mode would inline the fonts as base64 (hundreds of KB in the CSS); as files, browsers
 * fetch only the subsets a page uses.
 */
function interFont(): Plugin {
  const require = createRequire(import.meta.url);
  const fontCss = require.resolve('@fontsource-variable/inter/wght.css');
  return {
    name: 'airtime:inter-font',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const stylesheet = bundle[CSS_FILE];
      if (stylesheet?.type !== 'asset') {
        this.error(`${CSS_FILE} was not produced`);
      }
      const fontFaces = readFileSync(fontCss, 'utf8').replace(
        /url\(\.\/files\/([^)]+)\)/g,
        (_match, file: string) => {
          this.emitFile({
            type: 'asset',
            fileName: `fonts/${file}`,
            source: readFileSync(join(dirname(fontCss), 'files', file)),
          });
          return `url(./fonts/${file})`;
        },
      );
      stylesheet.source = `${fontFaces}\n${String(stylesheet.source)}`;
      // Lets TypeScript accept `import '@airtime/design-system/styles.css'` without vite/client types.
      this.emitFile({ type: 'asset', fileName: `${CSS_FILE}.d.ts`, source: 'export {};\n' });
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), interFont()],
  build: {
    target: 'es2023',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', format: 'src/format.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
