import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './media.ts';
import { vars } from './vars.css.ts';

const responsiveProperties = defineProperties({
  conditions: {
    min: {},
    sm: { '@media': media.sm },
    md: { '@media': media.md },
    lg: { '@media': media.lg },
    xl: { '@media': media.xl },
    xxl: { '@media': media.xxl },
  },
  defaultCondition: 'min',
  responsiveArray: ['min', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textSubtle: vars.color.textSubtle,
      accentText: vars.color.accentText,
      criticalText: vars.color.criticalText,
      positiveText: vars.color.positiveText,
      warningText: vars.color.warningText,
      infoText: vars.color.infoText,
      neutralText: vars.color.neutralText,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      accentSoft: vars.color.accentSoft,
      criticalSoft: vars.color.criticalSoft,
      positiveSoft: vars.color.positiveSoft,
      warningSoft: vars.color.warningSoft,
      infoSoft: vars.color.infoSoft,
      neutralSoft: vars.color.neutralSoft,
    },
    borderRadius: vars.radius,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    minWidth: ['0'],
    width: { full: '100%', auto: 'auto' },
  },
});

/**
 * Atomic layout classes for one-off layout; responsive values take a breakpoint object or array:
 * `sprinkles({ display: { min: 'none', lg: 'flex' }, padding: ['sm', 'md', 'lg'] })`.
 * Component styles still belong in a recipe; sprinkles are for arranging components.
 */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
