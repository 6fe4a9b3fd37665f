import { vars } from '@airtime/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

/**
 * A creator and the brand's decision on it: the decision sits right after the name (not across
 * the page), the name taking up to about 30 rem (14 px type: its reach and date on one line); on
 * a phone the status and actions wrap under it.
 */
export const decisionRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const decisionWho = style({ flex: '0 1 30rem', minWidth: '12rem' });

export const decisionActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textSubtle });
globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const calendarScroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  // The containing block of the calendar's visually hidden labels too, or they stretch the page.
  position: 'relative',
});
