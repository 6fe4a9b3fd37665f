import '@fontsource-variable/inter/wght.css';
import '../src/theme/reset.css.ts';
import type { Preview } from '@storybook/react-vite';
import { THEME_NAMES } from '../src/tokens/themes.ts';
import { withTheme } from './ThemeFrame.tsx';

const preview: Preview = {
  decorators: [withTheme],
  beforeEach: () => {
    // React Aria's live announcer outlives a story; its last messages point at elements of the
    // previous story, which axe would then report in this one.
    for (const message of document.querySelectorAll('[data-live-announcer] [aria-live] > *')) {
      message.remove();
    }
  },
  globalTypes: {
    theme: {
      description: 'Colour theme: orange for agency and brand, grey for creators',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          ...THEME_NAMES.map((name) => ({ value: name, title: `${name} theme` })),
          { value: 'all', title: 'All themes, stacked' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'orange' },
  parameters: {
    // The theme frame pads the story itself (see ThemeFrame.tsx and parameters.frame).
    layout: 'fullscreen',
    // Any axe violation fails the story, in Storybook's test panel and in `pnpm test`.
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/i }, sort: 'requiredFirst' },
  },
};

export default preview;
