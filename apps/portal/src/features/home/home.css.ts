import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The figure cards: at most four to a row, each at least 220 px wide; two on a phone. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(max(220px, calc((100% - 3 * ${vars.space.md}) / 4)), 1fr))`,
  gap: vars.space.md,
  '@media': {
    'screen and (max-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The worklist: two columns from a laptop on, one below. */
export const worklist = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 520px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const figureCard = style({ height: '100%', justifyContent: 'space-between' });

export const figureFoot = style({ minHeight: 32, display: 'flex', alignItems: 'flex-end' });

export const figureFootFill = style({ flex: 1, minWidth: 0 });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { borderTop: 'none' },
    '&[data-marked]': { backgroundColor: vars.color.accentSoft },
  },
});

export const rowText = style({ display: 'grid', flex: 1, minWidth: 0, gap: 2 });

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const rowTitle = style({
  ...oneLine,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const rowMeta = style({
  ...oneLine,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textSubtle,
});

export const rowEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

/** Badges give way first on a narrow card: the action stays. */
export const rowBadges = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});

export const skeletonRow = style([row, { height: 57 }]);

export const state = style({ padding: vars.space.lg });

/** A share of a whole (the month's revenue of its forecast): a track and its fill. */
export const share = style({
  height: 6,
  flex: 1,
  minWidth: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const shareFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

export const shareRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
});

export const shareText = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});
