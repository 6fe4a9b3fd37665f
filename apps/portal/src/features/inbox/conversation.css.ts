import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/**
 * A record's conversation inside its page: a bordered pane of fixed height, so the messages
 * scroll on their own and the composer stays in view as in the inbox (inbox.css.ts).
 */
export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'clamp(360px, 70dvh, 640px)',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  overflow: 'hidden',
});

/** In a drawer the pane takes the sheet's height under its title. */
export const drawerPane = style({
  height: 'calc(100dvh - 140px)',
  minHeight: 360,
});

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const empty = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const inboxLink = style({
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});
