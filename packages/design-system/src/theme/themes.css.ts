import { createTheme, globalStyle } from '@vanilla-extract/css';
import { THEME_NAMES, type ThemeName, themeTokens } from '../tokens/themes.ts';
import { media, reducedMotion } from './media.ts';
import { responsiveVars, vars } from './vars.css.ts';

/** The class name of each theme; put one on the app root (ideally `<html>`, so portals inherit it). */
export const themeClasses = Object.fromEntries(
  THEME_NAMES.map((name) => [name, createTheme(vars, themeTokens[name], name)]),
) as Record<ThemeName, string>;

/** Agency and brand apps. */
export const orangeTheme = themeClasses.orange;
/** Creator app. */
export const greyTheme = themeClasses.grey;

for (const className of Object.values(themeClasses)) {
  globalStyle(`.${className}`, {
    colorScheme: 'light',
    color: vars.color.text,
    backgroundColor: vars.color.background,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
    fontWeight: vars.font.weight.regular,
    vars: { [responsiveVars.headerHeight]: vars.layout.headerHeightCompact },
    '@media': {
      [media.lg]: { vars: { [responsiveVars.headerHeight]: vars.layout.headerHeight } },
      // No motion for those who ask for none: every transition built on these tokens stops.
      [reducedMotion]: {
        vars: {
          [vars.motion.duration.fast]: '0ms',
          [vars.motion.duration.normal]: '0ms',
          [vars.motion.duration.slow]: '0ms',
        },
      },
    },
  });
}
