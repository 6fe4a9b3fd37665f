import type { HtmlTagDescriptor, Plugin } from 'vite';

// The design system's stylesheet names Inter, and the browser fetches a font only once it has the
// stylesheet and a styled text needing it: the page first shows in a fallback font, then reflows
// in Inter (rows measured in the fallback jump). A preload asks for it with the entry.

/** The Latin Inter file every page's text uses (the other subsets load only for their scripts). */
const FIRST_PAINT_FONTS = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/** Adds a `<link rel="preload" as="font">` for each font of the first paint to index.html. */
export function fontPreloads(): Plugin {
  let base = '/';
  return {
    name: 'airtime-font-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (bundle === undefined) return [];
        return Object.keys(bundle)
          .filter((file) => FIRST_PAINT_FONTS.test(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              // Fonts are fetched in CORS mode: without crossorigin the preload is not reused.
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
                href: `${base}${file}`,
              },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}
