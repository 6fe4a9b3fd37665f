import { style } from '@vanilla-extract/css';
import { fieldBox } from '../Field/Field.css.ts';
import { vars } from '../theme/vars.css.ts';

/**
 * The text area over the shared field box (its states and colours). One line of text plus this
 * padding and the border is exactly the 32 px control height, so two lines are the 52 px the box
 * rests at. Its height is set by TextArea as the content changes.
 */
export const textArea = style([
  fieldBox({ size: 'md' }),
  {
    display: 'block',
    height: 'auto',
    minHeight: vars.control.md,
    paddingBlock: `calc((${vars.control.md} - ${vars.font.lineHeight.md} - 2px) / 2)`,
    resize: 'none',
    overflowY: 'hidden',
    overflowWrap: 'break-word',
    selectors: {
      '&[data-overflowing]': { overflowY: 'auto' },
    },
  },
]);

/**
 * Where the browser supports it, the box follows its content by itself, between the min and max
 * heights TextArea sets; past the max the text scrolls. Nothing is measured in script.
 */
export const sizedByContent = style({
  fieldSizing: 'content',
  overflowY: 'auto',
});
