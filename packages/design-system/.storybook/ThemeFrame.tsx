import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { themeClass } from '../src/theme/themeClass.ts';
import { THEME_NAMES, type ThemeName } from '../src/tokens/themes.ts';
import { SCREENSHOT_ROOT } from './constants.ts';
import { frame, fullWidth, panel, panelCaption } from './ThemeFrame.css.ts';

/** The toolbar's theme values: one theme, or every theme stacked (what AllVariants stories use). */
export type ThemeGlobal = ThemeName | 'all';

function isThemeName(value: unknown): value is ThemeName {
  return THEME_NAMES.includes(value as ThemeName);
}

/**
 * Renders the story inside the chosen theme. The theme also goes on <body>, so overlays that
 * React Aria portals out of the story (popovers, modals, toasts) are themed too.
 */
export const withTheme: Decorator = (Story, context) => {
  const chosen = context.globals.theme as ThemeGlobal | undefined;
  const themes: ThemeName[] = isThemeName(chosen)
    ? [chosen]
    : chosen === 'all'
      ? THEME_NAMES
      : ['orange'];
  const bodyTheme = themes[0] ?? 'orange';

  useEffect(() => {
    const className = themeClass(bodyTheme);
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [bodyTheme]);

  // parameters.frame: 'fit' (default) shrinks to the story; 'full' gives it the page width (tables, shells).
  const full = context.parameters.frame === 'full';
  return (
    <div {...{ [SCREENSHOT_ROOT]: '' }} className={full ? fullWidth : frame}>
      {themes.map((theme) => (
        <div key={theme} className={`${themeClass(theme)} ${panel}`} data-theme={theme}>
          {themes.length > 1 && <span className={panelCaption}>{theme} theme</span>}
          <Story />
        </div>
      ))}
    </div>
  );
};
