import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';

/** The portal's own style sources; the design system ships its `*.css.js` already compiled. */
const STYLE_SOURCE = /\.css\.tsx?(\?.*)?$/;

/**
 * vanilla-extract for the portal's `*.css.ts` files only. The plugin's own filter also takes the
 * design system's built `*.css.js` modules (class names only; their CSS is in styles.css) and
 * fails to re-evaluate them, so its transform is limited to TypeScript style sources here.
 */
export function portalVanillaExtract(): Plugin[] {
  return vanillaExtractPlugin().map((plugin) => {
    const transform = plugin.transform;
    if (typeof transform !== 'function') return plugin;
    return {
      ...plugin,
      transform(code, id, options) {
        if (!STYLE_SOURCE.test(id)) return null;
        return transform.call(this, code, id, options);
      },
    };
  });
}
