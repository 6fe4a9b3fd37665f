import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** One quiet line above the composer, its height kept so the thread does not jump. */
export const typing = style({
  margin: 0,
  padding: `0 ${vars.space.lg}`,
  minHeight: vars.font.lineHeight.xs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
});

/** Who else is looking, pushed to the end of a row of actions or a header. */
export const atEnd = style({
  marginInlineStart: 'auto',
});

/** A record's header row: what it is on the left, who else is looking on the right. */
export const withPresence = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
