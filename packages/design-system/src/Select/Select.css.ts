import { globalStyle, style } from '@vanilla-extract/css';
import { optionDescription } from '../Field/FieldPopover.css.ts';
import { vars } from '../theme/vars.css.ts';

/** The trigger: the shared field box, pressable. */
export const selectTrigger = style({
  cursor: 'pointer',
  selectors: {
    '&[data-pressed], &[data-native]:active': { backgroundColor: vars.color.surfaceHover },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const selectValue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '[data-disabled] &[data-placeholder]': { color: vars.color.textDisabled },
  },
});

// The chosen option shows in the trigger on one line: its icon and label, not its description.
globalStyle(`${selectValue} .${optionDescription}`, { display: 'none' });
