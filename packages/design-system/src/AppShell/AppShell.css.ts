import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/media.ts';
import { responsiveVars, vars } from '../theme/vars.css.ts';

/** The whole viewport: banners, the header, then the navigation and the content side by side. */
export const appShell = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
});

/** Banners above the header (impersonation, cookies): they scroll away with the page. */
export const appShellBanners = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:empty': { display: 'none' } },
});

/** The header stays at the top while the page scrolls. */
export const appShellHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
});

export const appShellBody = style({ display: 'flex', flex: 1, minHeight: 0 });

/** The docked navigation: a 192 px column under the header. */
export const appShellDockedNav = style({
  position: 'sticky',
  top: responsiveVars.headerHeight,
  alignSelf: 'flex-start',
  display: 'flex',
  flexShrink: 0,
  width: vars.layout.sideNavWidth,
  height: `calc(100vh - ${responsiveVars.headerHeight})`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** The navigation inside the drawer fills its height. */
export const appShellDrawerNav = style({ display: 'flex', flex: 1, minHeight: 0 });

export const appShellMain = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    boxSizing: 'border-box',
    outline: 'none',
  },
  variants: {
    /** Frameless content (the inbox) has no padding: the page draws its own panes. */
    isFrameless: {
      false: {
        padding: vars.space.md,
        '@media': { [media.lg]: { padding: vars.space.lg } },
      },
      true: { padding: 0 },
    },
  },
  defaultVariants: { isFrameless: false },
});

export type AppShellVariants = NonNullable<RecipeVariants<typeof appShellMain>>;
