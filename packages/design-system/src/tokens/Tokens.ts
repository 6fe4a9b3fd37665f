/**
 * Everything a theme decides, as CSS values. Names say what a value is for, never what it looks
 * like: 'orange' and 'grey' appear only in the theme data files. Adding a theme is adding one
 * object of this type (see `orange.ts`) and registering it in `themes.ts`.
 */
export interface Tokens {
  color: ColorTokens;
  font: {
    family: { body: string; mono: string };
    /** 12/13/14/16/20/24/32 px: xs is table meta, sm tables, md the body, lg-xxxl headings. */
    size: Record<FontSize, string>;
    lineHeight: Record<FontSize, string>;
    /** Three weights at most (design direction). */
    weight: { regular: string; medium: string; semibold: string };
  };
  /** The 8 px grid, with 2 and 4 px half steps for tight controls. */
  space: Record<Space, string>;
  radius: { none: string; sm: string; md: string; lg: string; xl: string; full: string };
  /** Only for things that float (borders over shadows elsewhere). */
  shadow: { raised: string; overlay: string; modal: string };
  /** Stacking layers, lowest first. Portalled overlays sit above the app shell. */
  zIndex: {
    base: string;
    sticky: string;
    header: string;
    drawer: string;
    modal: string;
    popover: string;
    toast: string;
    tooltip: string;
  };
  motion: {
    /** 120/160/200 ms; every duration becomes 0 ms under prefers-reduced-motion. */
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; out: string };
  };
  /** Heights of interactive controls (buttons, fields). md is the 32 px minimum of a text input. */
  control: { sm: string; md: string; lg: string };
  /** Spec §9 layout constants. */
  layout: {
    /** Header height from lg up. */
    headerHeight: string;
    /** Header height on min, sm and md screens. */
    headerHeightCompact: string;
    sideNavWidth: string;
    searchMaxWidth: string;
  };
}

export type FontSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type Space = 'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';

export interface ColorTokens {
  /** The one accent: primary buttons, selection, the navigation progress bar. */
  accent: string;
  accentHover: string;
  accentPressed: string;
  /** Tinted background for selected rows, active navigation items. */
  accentSoft: string;
  /** Accent-coloured text and links on surfaces (AA on `surface`, `background` and `accentSoft`). */
  accentText: string;
  /** Text and icons on `accent`, `accentHover` and `accentPressed`. */
  onAccent: string;

  /** The page behind cards and panels. */
  background: string;
  /** Cards, panels, tables, fields. */
  surface: string;
  surfaceHover: string;
  surfacePressed: string;
  /** Disabled controls. */
  surfaceDisabled: string;

  /** Subtle 1 px dividers and card borders (decorative). */
  border: string;
  /** Field and secondary-button outlines: 3:1 against surfaces (WCAG 1.4.11). */
  borderStrong: string;
  focusRing: string;

  text: string;
  textSubtle: string;
  /** Disabled text: exempt from contrast rules, never for meaning. */
  textDisabled: string;

  critical: string;
  criticalHover: string;
  criticalPressed: string;
  criticalSoft: string;
  criticalText: string;
  onCritical: string;

  positive: string;
  positiveSoft: string;
  positiveText: string;

  warning: string;
  warningSoft: string;
  warningText: string;

  info: string;
  infoSoft: string;
  infoText: string;

  neutral: string;
  neutralSoft: string;
  neutralText: string;

  /** Backdrop behind modals and drawers. */
  overlay: string;

  /** Chart series, starting with the accent; each 3:1 against `surface`. */
  chart1: string;
  chart2: string;
  chart3: string;
  chart4: string;
  chart5: string;
  chart6: string;
}
