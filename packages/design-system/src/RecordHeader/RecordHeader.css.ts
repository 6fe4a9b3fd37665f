import { style } from '@vanilla-extract/css';
import { media, mediaBelow } from '../theme/media.ts';
import { vars } from '../theme/vars.css.ts';

/** One band: identity on the left, figures and actions on the right; it wraps on narrow screens. */
export const recordHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  // As tall as its two text lines beside a 32 px logo, loaded or not: the band never jumps.
  minHeight: 40,
  minWidth: 0,
});

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  flex: '1 1 240px',
});

export const trail = style({ flexShrink: 0 });

export const names = style({ display: 'grid', minWidth: 0 });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// Items that do not fit wrap onto a second line the box hides: an item shows whole or not at all.
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minWidth: 0,
  overflow: 'hidden',
  color: vars.color.textSubtle,
  // A 20 px line: a small status badge fits it, so name and line fill the 40 px band.
  height: vars.font.lineHeight.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.md,
  whiteSpace: 'nowrap',
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  '@media': {
    [media.lg]: { flexWrap: 'nowrap' },
    // On phones and tablets the figures take the line under the name, three to a row.
    [mediaBelow.lg]: {
      display: 'grid',
      flexBasis: '100%',
      gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
      rowGap: vars.space.sm,
    },
  },
});

/** Value over label; in the DOM the label (dt) comes first, as a description list reads. */
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  minWidth: 0,
  '@media': {
    // Hairlines between figures only while they share one line.
    [media.lg]: {
      selectors: {
        '& + &': {
          paddingInlineStart: vars.space.md,
          borderInlineStart: `1px solid ${vars.color.border}`,
        },
      },
    },
  },
});

export const figureLabel = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  whiteSpace: 'nowrap',
});

export const figureValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

/** The figure's skeleton sits in the value's line, so a loading figure is as tall as a loaded one. */
export const figureSkeleton = style({ display: 'inline-block', verticalAlign: 'middle' });
