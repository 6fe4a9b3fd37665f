import { media, mediaBelow, responsiveVars, text, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/**
 * The frameless inbox: the conversations on the left, the open one beside them, filling the
 * viewport under the header so each pane scrolls on its own and the composer stays in view.
 */
export const inbox = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
  height: `calc(100dvh - ${responsiveVars.headerHeight})`,
  minHeight: 360,
  '@media': {
    [mediaBelow.md]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    // The conversation's details take a third column where there is room (details.css.ts).
    [media.xl]: {
      selectors: {
        '&:has(> aside)': { gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr) 280px' },
      },
    },
  },
});

export const filters = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': {
    [mediaBelow.md]: {
      borderRight: 'none',
      selectors: { '[data-thread-open] &': { display: 'none' } },
    },
  },
});

export const threadPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  '@media': {
    [mediaBelow.md]: { selectors: { ':not([data-thread-open]) > &': { display: 'none' } } },
  },
});

export const paneHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = text({ size: 'xl', weight: 'semibold' });

export const threadTitle = text({ size: 'lg', weight: 'semibold' });

export const scroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
});

export const threadList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const threadLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-current="true"]': { backgroundColor: vars.color.accentSoft },
  },
});

export const threadText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const threadName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-unread] &': { fontWeight: vars.font.weight.semibold } },
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  whiteSpace: 'nowrap',
});

export const composer = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const composerRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const composerField = style({
  flex: 1,
  minWidth: 0,
});

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.criticalText,
});

export const failedText = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const centered = style({
  padding: vars.space.xl,
});

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
});

export const unreadDot = style({
  display: 'block',
  marginLeft: 'auto',
  marginTop: vars.space.xs,
});

/** Back to the list: only where the list and the thread do not fit side by side. */
export const backLink = style({
  display: 'none',
  color: vars.color.accentText,
  '@media': { [mediaBelow.md]: { display: 'inline' } },
});

export const replyBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `2px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceHover,
  fontSize: vars.font.size.sm,
});
