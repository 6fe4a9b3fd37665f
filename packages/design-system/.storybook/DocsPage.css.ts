import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/vars.css.ts';

// The guidance sits in Storybook's docs page, which styles headings, lists and code; these rules
// only lay out what it does not have: the Do / Don't pair and their marks. Colours come from the
// theme chosen in the toolbar (the block carries its variables), so it reads alike in each theme.

export const guidance = style({ color: vars.color.text });

export const doDont = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0`,
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderTopWidth: 4,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
});

export const doCard = style([card, { borderTopColor: vars.color.positive }]);
export const dontCard = style([card, { borderTopColor: vars.color.critical }]);

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const doTitle = style([cardTitle, { color: vars.color.positiveText }]);
export const dontTitle = style([cardTitle, { color: vars.color.criticalText }]);

export const mark = style({ flexShrink: 0, width: 20, height: 20 });

export const cardList = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.lg,
  color: vars.color.text,
});
