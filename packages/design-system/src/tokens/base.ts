import { layout } from './layout.ts';
import type { Tokens } from './Tokens.ts';

/** Everything but colour: shared by every theme today, but still theme data, so a theme may differ. */
export const baseTokens: Omit<Tokens, 'color'> = {
  font: {
    family: {
      // Inter ships from @fontsource-variable/inter inside styles.css, so every machine renders alike.
      body: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    size: {
      xs: '12px',
      sm: '13px',
      md: '14px',
      lg: '16px',
      xl: '20px',
      xxl: '24px',
      xxxl: '32px',
    },
    lineHeight: {
      xs: '16px',
      sm: '18px',
      md: '20px',
      lg: '24px',
      xl: '28px',
      xxl: '32px',
      xxxl: '40px',
    },
    weight: { regular: '400', medium: '500', semibold: '600' },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0', sm: '4px', md: '6px', lg: '8px', xl: '12px', full: '9999px' },
  shadow: {
    raised: '0 1px 2px rgb(0 0 0 / 0.06), 0 1px 3px rgb(0 0 0 / 0.1)',
    overlay: '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 10px 24px -4px rgb(0 0 0 / 0.14)',
    modal: '0 20px 48px -12px rgb(0 0 0 / 0.3)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    header: '200',
    drawer: '300',
    modal: '400',
    popover: '500',
    toast: '600',
    tooltip: '700',
  },
  motion: {
    duration: { fast: '120ms', normal: '160ms', slow: '200ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', out: 'cubic-bezier(0, 0, 0.2, 1)' },
  },
  control: { sm: '28px', md: '32px', lg: '40px' },
  layout: {
    headerHeight: `${layout.headerHeight}px`,
    headerHeightCompact: `${layout.headerHeightCompact}px`,
    sideNavWidth: `${layout.sideNavWidth}px`,
    searchMaxWidth: `${layout.searchMaxWidth}px`,
  },
};
