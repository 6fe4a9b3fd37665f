/** Spec §9 breakpoints: the minimum viewport width, in px, at which each one starts. */
export const breakpoints = {
  min: 0,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Breakpoint names, smallest first: the order of responsive arrays in sprinkles. */
export const BREAKPOINT_NAMES = [
  'min',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
] as const satisfies readonly Breakpoint[];
