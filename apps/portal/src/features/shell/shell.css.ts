import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

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

export const compactSearch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
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

export const picker = style({ width: '220px', maxWidth: '40vw' });

export const breadcrumbs = style({ marginBlockEnd: vars.space.md });

export const ioFilters = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});
