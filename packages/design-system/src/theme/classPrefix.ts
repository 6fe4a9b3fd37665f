/**
 * Every class and CSS variable name in the published build starts with this (vite.lib.config.ts),
 * so theme/base.css.ts can give the design system's own elements the reset's essentials without
 * touching the host app's elements.
 */
export const CLASS_PREFIX = 'airtime-';
