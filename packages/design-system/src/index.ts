// The public API of @airtime/design-system: components, formatters (also at
// '@airtime/design-system/format', without React), tokens, theme classes, layout helpers, and
// React Aria's RouterProvider (wrap the app in it so Link and LinkButton use the app's router).
// Every export is named on purpose; Biome keeps the list sorted by path. Adding a component means
// adding its line here (see README, "Adding a component").

// The global reset; its CSS lands in styles.css with everything else.
import './theme/reset.css.ts';

export { RouterProvider } from 'react-aria-components';
export type { ButtonVariants } from './Button/Button.css.ts';
export { Button, type ButtonProps } from './Button/Button.tsx';
export { DateText, type DateTextFormat, type DateTextProps } from './DateText/DateText.tsx';
export { Figure, type FigureProps } from './Figure/Figure.tsx';
export {
  type DateInput,
  EMPTY_VALUE,
  type FormatMoneyOptions,
  type FormatNumberOptions,
  type FormatPercentOptions,
  type FormatWeekOfOptions,
  formatDate,
  formatMoney,
  formatMonth,
  formatMonthRange,
  formatNumber,
  formatNumericDate,
  formatPercent,
  formatWeekOf,
  type MoneyParty,
  type NumericInput,
  parseCalendarDate,
} from './format.ts';
export { IconButton, type IconButtonProps } from './IconButton/IconButton.tsx';
export { Link, type LinkProps } from './Link/Link.tsx';
export { LinkButton, type LinkButtonProps } from './LinkButton/LinkButton.tsx';
export { Money, type MoneyProps } from './Money/Money.tsx';
export { Num, type NumProps } from './Num/Num.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { getBreakpoint, media, mediaBelow, reducedMotion, responsiveStyle } from './theme/media.ts';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css.ts';
export { themeClass } from './theme/themeClass.ts';
export { greyTheme, orangeTheme, themeClasses } from './theme/themes.css.ts';
export { type TextVariants, text } from './theme/typography.css.ts';
export { responsiveVars, vars } from './theme/vars.css.ts';
export { BREAKPOINT_NAMES, type Breakpoint, breakpoints } from './tokens/breakpoints.ts';
export { layout } from './tokens/layout.ts';
export type { ColorTokens, FontSize, Space, Tokens } from './tokens/Tokens.ts';
export { THEME_NAMES, type ThemeName, themeTokens } from './tokens/themes.ts';
