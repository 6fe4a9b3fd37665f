import { text, vars } from '@airtime/design-system';
import { style } from '@vanilla-extract/css';

// A page's title, as every page draws it.
export { title } from '../page/page.css.ts';

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '72ch',
});

export const summary = text({ size: 'lg', tone: 'subtle' });

export const paragraph = style({
  margin: 0,
  lineHeight: '1.6',
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: '1.6',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const mailLink = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
