import { media, mediaBelow, vars } from '@airtime/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 0,
  flex: 1,
});

export const wordmark = style({
  flexShrink: 0,
  color: vars.color.accentText,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The search opened from its icon on a phone: it covers the header until closed. */
export const compactSearch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  '@media': {
    [mediaBelow.sm]: {
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      paddingInline: vars.space.sm,
      backgroundColor: vars.color.surface,
    },
  },
});

/** Shown from sm: on a phone the header keeps its room for the switcher. */
export const fromSm = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'contents' } },
});

export const search = style({ flex: 1, minWidth: 0 });

export const iconLink = style({ position: 'relative', display: 'inline-flex' });

export const iconLinkButton = style({
  width: vars.control.md,
  paddingInline: 0,
  justifyContent: 'center',
});

export const iconLinkBadge = style({
  position: 'absolute',
  top: `calc(${vars.space.xxs} * -1)`,
  insetInlineEnd: `calc(${vars.space.xxs} * -1)`,
  pointerEvents: 'none',
});

// The header is a size container (cqi): on a phone the switcher takes what the icons leave it.
export const picker = style({
  width: '220px',
  maxWidth: '40vw',
  '@media': { [mediaBelow.sm]: { maxWidth: 'calc(100cqi - 176px)' } },
});

/** The creator switcher: its name is cut with an ellipsis where the header has no room. */
export const creatorPicker = style({
  maxWidth: '40vw',
  '@media': { [mediaBelow.sm]: { maxWidth: 'calc(100cqi - 136px)' } },
});

globalStyle(`${creatorPicker} > span`, { minWidth: 0, maxWidth: '100%' });

export const pickerName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const breadcrumbs = style({ marginBlockEnd: vars.space.md });

export const ioFilters = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});
