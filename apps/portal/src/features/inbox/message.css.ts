import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** One message of the open thread; its actions show on hover and focus (always for keyboards). */
export const message = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  selectors: {
    '&:hover, &:focus-within': { backgroundColor: vars.color.surfaceHover },
    '&[data-highlighted]': { backgroundColor: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const reply = style({ paddingLeft: `calc(${vars.space.lg} + ${vars.space.xxl})` });

export const pending = style({ opacity: 0.6 });

export const author = style({ fontWeight: vars.font.weight.semibold });

export const meta = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const activity = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
});

export const quote = style({
  display: 'block',
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.sm}`,
  borderLeft: `2px solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.sm})`,
  right: vars.space.lg,
  display: 'flex',
  gap: '2px',
  padding: '2px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  opacity: 0,
  selectors: {
    [`${message}:hover &, ${message}:focus-within &, &[data-open]`]: { opacity: 1 },
  },
});

export const reactions = style({
  marginTop: vars.space.xs,
});

export const reaction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  minHeight: 24,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'default' },
  },
});

export const day = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.md} ${vars.space.lg} ${vars.space.xs}`,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/** Above the first message the reader had not read: the day separator's shape, in the accent. */
export const unreadLine = style([
  day,
  {
    color: vars.color.accentText,
    selectors: { '&::before, &::after': { borderTopColor: vars.color.accent } },
  },
]);

/** The virtual timeline: as tall as all its rows; only those in view are in the page. */
export const timeline = style({ position: 'relative', width: '100%' });

export const timelineRow = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

export const loadEarlier = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.sm,
});
