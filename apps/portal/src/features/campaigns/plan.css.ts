import { text, vars, visuallyHidden } from '@airtime/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

const stepBase = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

/** Steps behind the plan, its own step, and those ahead. */
export const step = styleVariants({
  done: [stepBase, { color: vars.color.textSubtle }],
  current: [
    stepBase,
    { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
  ],
  ahead: [stepBase, { color: vars.color.text }],
});

export const hidden = visuallyHidden;

export const note = text({ size: 'sm', tone: 'subtle' });
