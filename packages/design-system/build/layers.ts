/**
 * The cascade layers the published CSS lives in, lowest first. A host's own unlayered CSS beats
 * all of them, so an app keeps its styles and can still restyle a component on purpose.
 */
export const LAYERS = {
  /** reset.css: the opt-in page reset. */
  reset: 'airtime.reset',
  /** The reset's essentials, scoped to the design system's own elements (theme/base.css.ts). */
  base: 'airtime.base',
  /** Themes (CSS variables, the root's font and colours) and the type scale. */
  theme: 'airtime.theme',
  /** Every component's styles. */
  components: 'airtime.components',
} as const;

/**
 * Declares the layers' order. Every stylesheet starts with it, so the order holds whichever file
 * a page loads first (a component's CSS can arrive before global.css in a split bundle).
 */
export const LAYER_ORDER = `@layer ${Object.values(LAYERS).join(', ')};`;

/** `css` inside `layer`, after the order statement. */
export function inLayer(layer: string, css: string): string {
  return `${LAYER_ORDER}\n@layer ${layer} {\n${css.trim()}\n}\n`;
}
