import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));
// Types-only packages and Vite's virtual modules have nothing to pre-bundle.
const NOT_BUNDLED = new Set([
  '@storybook/react-vite',
  'storybook/test',
  'vitest',
  'vitest/browser',
  'react',
  'react-dom',
]);

/** Every package the stories and components import, so Vite pre-bundles all of them at start. */
function findBareImports(): string[] {
  // vanilla-extract's compiled recipes and sprinkles import these runtimes; no source file does.
  const found = new Set<string>([
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  ]);
  for (const file of globSync('**/*.{ts,tsx}', { cwd: srcDir })) {
    const source = readFileSync(`${srcDir}/${file}`, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^\s*(?:import|export)\s[^'"]*?from\s+'([^'.][^']*)'/gm,
    )) {
      if (specifier && !specifier.startsWith('@types/') && !NOT_BUNDLED.has(specifier)) {
        found.add(specifier);
      }
    }
  }
  return [...found].sort();
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The default react-docgen: react-docgen-typescript loads `typescript` as a library, which TS 7 no longer is.
  typescript: { reactDocgen: 'react-docgen' },
  // Applied to `storybook dev`, `storybook build` and the Vitest storybook project alike.
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      build: {
        rolldownOptions: {
          // lucide-react and React Aria mark modules "use client"; meaningless in a static Storybook.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
      // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails a test.
      optimizeDeps: { include: findBareImports() },
    });
  },
};

export default config;
