import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const markerColor = createVar();
const markerBackground = createVar();

export const steps = recipe({
  base: { display: 'flex', margin: 0, padding: 0, listStyle: 'none', gap: vars.space.md },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.sm },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type StepsVariants = NonNullable<RecipeVariants<typeof steps>>;

/** Each state: its marker's colour and fill; the marker's icon and the hidden word say it too. */
function state(color: string, background: string) {
  return { vars: { [markerColor]: color, [markerBackground]: background } };
}

export const step = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '20px minmax(0, 1fr)',
    columnGap: vars.space.sm,
    alignItems: 'start',
    minWidth: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    color: vars.color.text,
  },
  variants: {
    state: {
      done: state(vars.color.positive, vars.color.positiveSoft),
      current: state(vars.color.info, vars.color.infoSoft),
      late: state(vars.color.critical, vars.color.criticalSoft),
      upcoming: state(vars.color.textSubtle, vars.color.surface),
    },
  },
  defaultVariants: { state: 'upcoming' },
});

export type StepVariants = NonNullable<RecipeVariants<typeof step>>;

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `1px solid ${markerColor}`,
  color: markerColor,
  backgroundColor: markerBackground,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.font.weight.medium });

export const detail = style({ color: vars.color.textSubtle });
