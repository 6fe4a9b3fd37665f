import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

/** The size of a choice's control (a checkbox's box, a radio's circle). */
export const controlSize = createVar();
/** The label's line height, to centre the control on the first line. */
export const controlLineHeight = createVar();

/** A checkbox or radio: the control and its label on one line, help text and error under the label. */
export const choice = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    color: vars.color.text,
  },
  variants: {
    /** sm: 14 px control and 13 px text, for tables and dense filters; md: 16 px control, 14 px text. */
    size: {
      sm: {
        fontSize: vars.font.size.sm,
        vars: { [controlSize]: '14px', [controlLineHeight]: vars.font.lineHeight.sm },
        lineHeight: controlLineHeight,
      },
      md: {
        fontSize: vars.font.size.md,
        vars: { [controlSize]: '16px', [controlLineHeight]: vars.font.lineHeight.md },
        lineHeight: controlLineHeight,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ChoiceVariants = NonNullable<RecipeVariants<typeof choice>>;

/** The clickable row: control and label. React Aria's states arrive on it as data attributes. */
export const choiceButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: 'fit-content',
  maxWidth: '100%',
  cursor: 'pointer',
  selectors: {
    '&[data-readonly]': { cursor: 'default' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const choiceLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** Help text and error line up with the label, not the control. */
export const choiceHelp = style({
  paddingInlineStart: `calc(${controlSize} + ${vars.space.sm})`,
});
