import '@fontsource-variable/inter/wght.css';
import '../src/theme/reset.css.ts';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { THEME_NAMES } from '../src/tokens/themes.ts';
import { tidyDocsArgTypes } from './argTypes.ts';
import { DocsPage } from './DocsPage.tsx';
import { CHROMATIC_MODES } from './modes.ts';
import { withTheme } from './ThemeFrame.tsx';

// Play functions' waitFor and findBy give up after 1 s by default: closing an overlay or showing a
// delayed one (tooltips, toasts after their timeout) takes longer on a busy 2-core machine. They
// still end as soon as what they wait for has happened.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [withTheme],
  argTypesEnhancers: [tidyDocsArgTypes],
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
    // Designers review every story in both themes, on a phone and on a desktop (modes.ts).
    chromatic: { modes: CHROMATIC_MODES },
    // Every component's docs page: description, usage guidance, example, props, stories.
    docs: {
      page: DocsPage,
      toc: { headingSelector: 'h2', title: 'On this page' },
      controls: { sort: 'requiredFirst' },
    },
    options: {
      // Read first what a newcomer needs first; the rest alphabetically within each group.
      storySort: {
        order: [
          'Getting Started',
          'Foundations',
          [
            'Colour',
            'Typography',
            'Space',
            'Page anatomy',
            'Radii',
            'Shadows',
            'Z-index',
            'Motion',
            'Breakpoints',
            'Control heights',
          ],
          'Components',
          'Layout',
          'Formatting',
          'Overlays',
          'Charts',
          'Shell',
        ],
      },
    },
  },
};

export default preview;
