import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
      optimizeDeps: {
        // Pre-bundled up front: a dependency discovered mid-run reloads the page and fails a test.
        include: [
          'react-aria-components',
          'react-aria-components/Button',
          'react-aria-components/Link',
          'react-aria-components/ProgressBar',
          'react-aria-components/VisuallyHidden',
          'react-aria-components/composeRenderProps',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'lucide-react',
          'date-fns',
        ],
      },
    });
  },
};

export default config;
