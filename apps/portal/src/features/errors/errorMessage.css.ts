import { vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

/** The one message of an error or not-found page, centred in the bare layout. */
export const message = style({
  maxWidth: '480px',
  marginBlock: 'auto',
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
});
