import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Where the tooltip points, in px from the plot's top left corner. */
export const tooltipX = createVar();
export const tooltipY = createVar();

export const tooltip = style({
  position: 'absolute',
  left: tooltipX,
  top: tooltipY,
  zIndex: vars.zIndex.tooltip,
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 140,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  // Above the point, centred; near an edge it leans inwards (data-align).
  transform: `translate(-50%, calc(-100% - ${vars.space.sm}))`,
  selectors: {
    '&[data-align="start"]': {
      transform: `translate(-${vars.space.md}, calc(-100% - ${vars.space.sm}))`,
    },
    '&[data-align="end"]': {
      transform: `translate(calc(-100% + ${vars.space.md}), calc(-100% - ${vars.space.sm}))`,
    },
  },
});

export const tooltipTitle = style({ fontWeight: vars.font.weight.semibold });

export const tooltipRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textSubtle,
});

export const tooltipValue = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
