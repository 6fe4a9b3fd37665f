import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const iconColor = createVar();

/** A tone's soft background, its border, and the colour of its icon. */
function subtle(background: string, border: string, icon: string) {
  return { backgroundColor: background, borderColor: border, vars: { [iconColor]: icon } };
}

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    border: '1px solid transparent',
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
  },
  variants: {
    tone: {
      neutral: subtle(vars.color.surface, vars.color.border, vars.color.textSubtle),
      info: subtle(vars.color.infoSoft, vars.color.info, vars.color.infoText),
      positive: subtle(vars.color.positiveSoft, vars.color.positive, vars.color.positiveText),
      warning: subtle(vars.color.warningSoft, vars.color.warning, vars.color.warningText),
      critical: subtle(vars.color.criticalSoft, vars.color.critical, vars.color.criticalText),
    },
    emphasis: {
      subtle: {},
      /** Solid colour for the one loud message (impersonation); only `critical` has it. */
      strong: {},
    },
    /** Full width, square, no side borders: across the top of the app rather than in content. */
    isFullWidth: {
      true: { borderRadius: 0, borderInline: 'none', borderBlockStart: 'none' },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { tone: 'critical', emphasis: 'strong' },
      style: {
        backgroundColor: vars.color.critical,
        borderColor: vars.color.critical,
        color: vars.color.onCritical,
        vars: {
          [iconColor]: vars.color.onCritical,
          // The accent focus ring would vanish on red: rings inside take the banner's text colour.
          [vars.color.focusRing]: vars.color.onCritical,
        },
      },
    },
  ],
  defaultVariants: { tone: 'info', emphasis: 'subtle', isFullWidth: false },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const bannerIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  // Centred on the first line of text.
  paddingBlock: 2,
  color: iconColor,
});

globalStyle(`${bannerIcon} > svg`, { width: 16, height: 16 });

export const bannerContent = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  flex: '1 1 240px',
  minWidth: 0,
});

export const bannerTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const bannerBody = style({ margin: 0, overflowWrap: 'anywhere' });

export const bannerActions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  // Align the buttons' middle with the first line of text.
  marginBlock: `calc((${vars.font.lineHeight.md} - ${vars.control.sm}) / 2)`,
});

/** The dismiss button takes the banner's text colour, so it also reads on the strong banner. */
export const bannerDismiss = style({
  color: 'inherit',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)',
    },
  },
});
