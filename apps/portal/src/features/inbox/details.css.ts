import { media, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The third pane, beside the open conversation where the screen is wide enough (xl and up). */
export const pane = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.lg,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  borderLeft: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.xl]: { display: 'flex' } },
});

/** The "Details" button: only where the third pane does not show. */
export const detailsToggle = style({
  display: 'inline-flex',
  '@media': { [media.xl]: { display: 'none' } },
});

export const subject = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const subjectName = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSubtle,
});

/** The followers' list fills the section, whose other parts keep their own width. */
export const people = style({ alignSelf: 'stretch' });

export const person = style({
  minHeight: 28,
});

export const personName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
