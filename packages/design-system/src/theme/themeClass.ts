import type { ThemeName } from '../tokens/themes.ts';
import { themeClasses } from './themes.css.ts';

/** The class that applies a theme: `themeClass('grey')` for the creator app, 'orange' otherwise. */
export function themeClass(name: ThemeName): string {
  return themeClasses[name];
}
