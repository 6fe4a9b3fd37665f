import { vars } from '../../../src/theme/vars.css.ts';
import type { Tokens } from '../../../src/tokens/Tokens.ts';
import { THEME_NAMES, type ThemeName, themeTokens } from '../../../src/tokens/themes.ts';

/** A group of the token data: `color`, `space`, or a nested one such as `font.size`. */
export type TokenGroup =
  | Exclude<keyof Tokens, 'font' | 'motion'>
  | `font.${keyof Tokens['font']}`
  | `motion.${keyof Tokens['motion']}`;

export interface TokenRow {
  /** The name to write in a `.css.ts` file: `vars.color.accent`. */
  name: string;
  /** The CSS variable reference (`var(--color-accent__1x2y)`), resolved by the theme around it. */
  cssVar: string;
  /** Each theme's value, from the token data. */
  values: Record<ThemeName, string>;
}

function at(tree: unknown, path: readonly string[]): Record<string, unknown> {
  let node = tree;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node as Record<string, unknown>;
}

/** The rows of a token group, in the data's order, with every theme's value. */
export function tokenRows(group: TokenGroup): TokenRow[] {
  const path = group.split('.');
  const refs = at(vars, path) as Record<string, string>;
  return Object.keys(refs).map((key) => ({
    name: `vars.${group}.${key}`,
    cssVar: refs[key] as string,
    values: Object.fromEntries(
      THEME_NAMES.map((theme) => [theme, at(themeTokens[theme], path)[key] as string]),
    ) as Record<ThemeName, string>,
  }));
}

/** The themes whose values a table must show: all of them if any differs, else just the first. */
export function themesToShow(rows: readonly TokenRow[]): ThemeName[] {
  const differs = rows.some((row) => new Set(Object.values(row.values)).size > 1);
  return differs ? THEME_NAMES : THEME_NAMES.slice(0, 1);
}
