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

/** Props that every element has (React's DOM attributes and handlers, React Aria's catch-all DOM props). */
const DOM_NOISE = new Set(['GlobalDOMAttributes', 'GlobalDOMEvents']);
/** What a component extends from React's own types and still documents: the rest is DOM noise. */
const REACT_PROPS_KEPT = new Set(['children', 'className', 'style']);
const REACT_ARIA =
  /\/node_modules\/(?:react-aria-components|react-aria|@react-aria\/[^/]+|@react-types\/[^/]+|react-stately|@react-stately\/[^/]+)\//;

/** Keeps our own props and the React Aria props our components extend, drops the DOM's. */
function propFilter(prop: { name: string; parent?: { name: string; fileName: string } }): boolean {
  const parent = prop.parent;
  if (!parent?.fileName.includes('/node_modules/')) return true;
  if (parent.fileName.includes('/node_modules/@types/react/'))
    return REACT_PROPS_KEPT.has(prop.name);
  return REACT_ARIA.test(parent.fileName) && !DOM_NOISE.has(parent.name);
}

const config: StorybookConfig = {
  // Getting Started and the Foundations pages first (storySort in preview.tsx orders the rest).
  stories: ['./docs/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables come from react-docgen-typescript: unlike react-docgen it follows types into
  // node_modules, so the React Aria props our components extend, `@default` tags and variant unions
  // (`NonNullable<...>['variant']` read as 'primary' | 'secondary' | ...) show. It needs TypeScript's
  // JS API, which TS 7 no longer has: the root .pnpmfile.cjs gives it (and the Vite plugin around
  // it) TypeScript 5.9 of their own, while the repo's tsc stays 7. Off under Vitest, where no docs
  // page is rendered and the type checker would only slow the story tests down.
  typescript: {
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.test-d.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter,
    },
  },
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
