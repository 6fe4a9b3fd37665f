import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

export const captchaBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const captchaStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textSubtle,
});

export const captchaBrand = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  textAlign: 'right',
});
