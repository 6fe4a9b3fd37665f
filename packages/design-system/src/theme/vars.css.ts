import { createThemeContract, createVar } from '@vanilla-extract/css';
import { themeTokens } from '../tokens/themes.ts';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as Contract<T>;
}

/**
 * The one theme contract: a CSS variable per token of `Tokens`. Components style themselves only
 * through these (`vars.color.accent`, `vars.space.sm`), so each theme is just a class that sets them.
 */
export const vars = createThemeContract(toContract(themeTokens.orange));

/** Variables whose value depends on the viewport, set on every theme class. */
export const responsiveVars = {
  /** 45 px on min/sm/md, 57 px from lg up: the offset for sticky elements below the header. */
  headerHeight: createVar('headerHeight'),
};
