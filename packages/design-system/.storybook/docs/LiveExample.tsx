import type { ReactNode } from 'react';
import { themeClass } from '../../src/theme/themeClass.ts';
import type { ThemeName } from '../../src/tokens/themes.ts';
import { example } from './docs.css.ts';

/** Components rendered on an MDX page, in a theme (an MDX page has no story frame to give one). */
export function LiveExample({
  theme = 'orange',
  children,
}: {
  theme?: ThemeName;
  children: ReactNode;
}) {
  return <div className={`${themeClass(theme)} ${example} sb-unstyled`}>{children}</div>;
}
