import { THEME_NAMES, type ThemeName } from '../src/tokens/themes.ts';

/**
 * The widths designers review: a phone (below `sm`, where dialogs become sheets and the side
 * navigation a drawer) and a desktop (from `lg`, the layout most users see).
 */
export const REVIEW_VIEWPORTS = { phone: 390, desktop: 1280 } as const;

type ViewportName = keyof typeof REVIEW_VIEWPORTS;

export interface ChromaticMode {
  /** Sets the `theme` global, which ThemeFrame reads. */
  theme: ThemeName;
  viewport: number;
}

/**
 * Chromatic's modes: every theme at every review width, so a change to the grey theme or to a
 * phone layout is snapshotted as surely as one to orange on a desktop.
 */
export const CHROMATIC_MODES: Record<`${ThemeName} ${ViewportName}`, ChromaticMode> =
  Object.fromEntries(
    THEME_NAMES.flatMap((theme) =>
      Object.entries(REVIEW_VIEWPORTS).map(([name, viewport]) => [
        `${theme} ${name}`,
        { theme, viewport },
      ]),
    ),
  ) as Record<`${ThemeName} ${ViewportName}`, ChromaticMode>;
