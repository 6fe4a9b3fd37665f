import { style } from '@vanilla-extract/css';

/**
 * A desktop-wide stage for the shell: the full-width story frame's panel shrinks to its content
 * (.storybook/ThemeFrame.css.ts), so the shell is given its width here.
 */
export const shellStory = style({ width: 1120, maxWidth: '100%' });
