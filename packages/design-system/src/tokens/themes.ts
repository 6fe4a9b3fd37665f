import { greyTokens } from './grey.ts';
import { orangeTokens } from './orange.ts';
import type { Tokens } from './Tokens.ts';

/** Every theme's data by name. Register a new theme here; vars.css.ts and the tests pick it up. */
export const themeTokens = {
  orange: orangeTokens,
  grey: greyTokens,
} as const satisfies Record<string, Tokens>;

export type ThemeName = keyof typeof themeTokens;

export const THEME_NAMES = Object.keys(themeTokens) as ThemeName[];
