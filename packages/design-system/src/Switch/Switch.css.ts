import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const TRACK_WIDTH = 28;
const TRACK_HEIGHT = 16;
const THUMB = 12;

/** The field: the switch and its label on one line, help text and error under it. */
export const switchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text,
});

/** The clickable row: track and label. React Aria's states arrive on it as data attributes. */
export const switchButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    cursor: 'pointer',
    selectors: {
      '&[data-readonly]': { cursor: 'default' },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    /** `end`: switch first, then its label. `start`: label first, switch at the far end (settings rows). */
    labelPosition: {
      end: { width: 'fit-content' },
      start: { justifyContent: 'space-between', width: '100%' },
    },
  },
  defaultVariants: { labelPosition: 'end' },
});

export type SwitchVariants = NonNullable<RecipeVariants<typeof switchButton>>;

export const switchTrack = style({
  position: 'relative',
  flexShrink: 0,
  width: TRACK_WIDTH,
  height: TRACK_HEIGHT,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    // NativeSwitch's label has no hover or focus attributes: its own :hover and :focus-visible.
    '[data-hovered] > &, [data-native]:not([data-disabled]):hover > &': {
      backgroundColor: vars.color.textSubtle,
    },
    '[data-selected] > &': { backgroundColor: vars.color.accent },
    '[data-selected][data-hovered] > &, [data-native][data-selected]:not([data-disabled]):hover > &':
      { backgroundColor: vars.color.accentHover },
    '[data-focus-visible] > &, [data-native]:has(:focus-visible) > &': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '[data-invalid] > &': { boxShadow: `0 0 0 1px ${vars.color.critical}` },
    '[data-readonly][data-selected] > &': { backgroundColor: vars.color.textSubtle },
    '[data-disabled] > &, [data-disabled][data-selected] > &': {
      backgroundColor: vars.color.surfacePressed,
    },
  },
});

export const switchThumb = style({
  position: 'absolute',
  insetBlockStart: (TRACK_HEIGHT - THUMB) / 2,
  insetInlineStart: (TRACK_HEIGHT - THUMB) / 2,
  width: THUMB,
  height: THUMB,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-selected] > * > &': { transform: `translateX(${TRACK_WIDTH - TRACK_HEIGHT}px)` },
    '[dir="rtl"] [data-selected] > * > &': {
      transform: `translateX(-${TRACK_WIDTH - TRACK_HEIGHT}px)`,
    },
    '[data-disabled] > * > &': { boxShadow: 'none' },
  },
});

export const switchLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** Help text and error line up with the label when it follows the switch. */
export const switchHelp = recipe({
  variants: {
    labelPosition: {
      end: { paddingInlineStart: `calc(${TRACK_WIDTH}px + ${vars.space.sm})` },
      start: {},
    },
  },
  defaultVariants: { labelPosition: 'end' },
});
