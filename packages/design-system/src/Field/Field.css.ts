import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const transition = ['background-color', 'border-color', 'box-shadow', 'color']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

/** The root of every field: label above, control, then description and error under it. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  width: 'fit-content',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  cursor: 'default',
  selectors: {
    '[data-disabled] > &': { color: vars.color.textDisabled },
  },
});

/** The required marker: decoration, since the control itself says "required" to screen readers. */
export const requiredMarker = style({
  color: vars.color.criticalText,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.textSubtle,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.criticalText,
});

export const fieldErrorIcon = style({
  flexShrink: 0,
  width: 14,
  height: 14,
  marginBlockStart: 1,
});

/** Hides text from sight but not from screen readers (a hidden label, a status for screen readers). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The bordered box of a field: the input itself (TextField), or the group that holds an input and
 * its buttons (SearchField, NumberField, ComboBox, DatePicker), Select's trigger, or NativeTextField's
 * input (or the group and trigger GlobalSearch shows until its combobox loads). React Aria's states arrive as data attributes on the box or, for Select, on its root; the
 * native input (`data-native`) gets the same looks from CSS states.
 */
export const fieldBox = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minWidth: 0,
    margin: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    textAlign: 'start',
    outline: 'none',
    transition,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
      // A native group (a div, no :enabled) hovers and focuses like React Aria's Group.
      '&[data-hovered], &[data-native]:hover:not(:disabled)': {
        borderColor: vars.color.textSubtle,
      },
      '&[data-focused], &[data-focus-within], &[data-focus-visible], [data-open] > &, &[data-native]:focus-within':
        {
          borderColor: vars.color.focusRing,
          boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
        },
      '&[data-invalid], [data-invalid] > &, &[data-native][aria-invalid="true"]': {
        borderColor: vars.color.critical,
      },
      '&[data-invalid][data-focused], &[data-invalid][data-focus-within], [data-invalid] > &[data-focus-visible], &[data-native][aria-invalid="true"]:focus':
        { boxShadow: `0 0 0 1px ${vars.color.critical}` },
      '[data-readonly] > &': {
        backgroundColor: vars.color.background,
        borderColor: vars.color.border,
      },
      '&[data-disabled], [data-disabled] > &, &[data-native]:disabled': {
        backgroundColor: vars.color.surfaceDisabled,
        borderColor: vars.color.border,
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    /** Height: sm 28 px, md 32 px, lg 40 px (the control heights of Button). */
    size: {
      sm: {
        height: vars.control.sm,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        height: vars.control.md,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
      lg: {
        height: vars.control.lg,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type FieldVariants = NonNullable<RecipeVariants<typeof fieldBox>>;

/** An input inside a `fieldBox` group: the group draws the border, the input only holds text. */
export const innerInput = style({
  flex: 1,
  alignSelf: 'stretch',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    // The browser's own clear button would duplicate SearchField's.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A small borderless button inside a field: clear, steppers, open the list or the calendar. */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'pointer',
  outline: 'none',
  transition,
  selectors: {
    '&[data-hovered], &[data-native]:hover:not(:disabled)': {
      backgroundColor: vars.color.surfaceHover,
      color: vars.color.text,
    },
    '&[data-pressed]': { backgroundColor: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[data-disabled]': {
      backgroundColor: 'transparent',
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

/** A decorative icon at the start or end of a field (search glass, chevron). */
export const fieldIcon = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  color: vars.color.textSubtle,
  selectors: {
    '[data-disabled] &': { color: vars.color.textDisabled },
  },
});

globalStyle(`${fieldButton} > svg`, { width: 16, height: 16 });
