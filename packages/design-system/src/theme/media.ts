import type { StyleRule } from '@vanilla-extract/css';
import { BREAKPOINT_NAMES, type Breakpoint, breakpoints } from '../tokens/breakpoints.ts';

type Above = Exclude<Breakpoint, 'min'>;

/** `@media` queries that match from a breakpoint up (mobile first): `media.lg` is 1024 px and wider. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
} as const satisfies Record<Above, string>;

/** `@media` queries that match below a breakpoint: `mediaBelow.lg` is min, sm and md. */
export const mediaBelow = {
  sm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  md: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  lg: `screen and (max-width: ${breakpoints.lg - 0.02}px)`,
  xl: `screen and (max-width: ${breakpoints.xl - 0.02}px)`,
  xxl: `screen and (max-width: ${breakpoints.xxl - 0.02}px)`,
} as const satisfies Record<Above, string>;

/** Users who asked for less motion: durations are already 0 ms for them; use this for the rest. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Mobile-first styles per breakpoint, for `style()`:
 * `style(responsiveStyle({ min: { padding: 8 }, lg: { padding: 16 } }))`.
 */
export function responsiveStyle(rules: Partial<Record<Breakpoint, StyleRule>>): StyleRule {
  const { min, ...above } = rules;
  const mediaRules: Record<string, StyleRule> = {};
  for (const [name, rule] of Object.entries(above) as [Above, StyleRule][]) {
    mediaRules[media[name]] = rule;
  }
  return { ...min, '@media': mediaRules } as StyleRule;
}

/** The breakpoint a viewport width falls in, e.g. for a `matchMedia`-free layout decision. */
export function getBreakpoint(width: number): Breakpoint {
  let current: Breakpoint = 'min';
  for (const name of BREAKPOINT_NAMES) {
    if (width >= breakpoints[name]) current = name;
  }
  return current;
}
