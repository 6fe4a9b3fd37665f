import type { Meta, StoryObj } from '@storybook/react-vite';
import { orangeTokens } from '../tokens/orange.ts';
import type { ColorTokens } from '../tokens/Tokens.ts';
import { chip, shadowCard, spaceBar, swatch, swatchGrid } from './Foundations.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { text } from './typography.css.ts';
import { vars } from './vars.css.ts';

// Token names come from the data; values come from the theme around the story (CSS variables).
const COLOR_NAMES = Object.keys(orangeTokens.color) as Array<keyof ColorTokens>;
const FONT_SIZES = Object.keys(orangeTokens.font.size) as Array<
  keyof typeof orangeTokens.font.size
>;
const SPACES = Object.keys(orangeTokens.space) as Array<keyof typeof orangeTokens.space>;
const SHADOWS = Object.keys(orangeTokens.shadow) as Array<keyof typeof orangeTokens.shadow>;

const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  globals: { theme: 'all' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token of the contract, as each theme sets it. */
export const Colors: Story = {
  render: () => (
    <div className={swatchGrid}>
      {COLOR_NAMES.map((name) => (
        <div key={name} className={swatch}>
          <span className={chip} style={{ backgroundColor: vars.color[name] }} />
          {name}
        </div>
      ))}
    </div>
  ),
};

/** The type scale (12/13/14/16/20/24/32) in the three weights. */
export const Typography: Story = {
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {FONT_SIZES.map((size) => (
        <div
          key={size}
          className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'baseline' })}
        >
          <span className={text({ size, weight: 'regular' })}>{size} regular</span>
          <span className={text({ size, weight: 'medium' })}>medium</span>
          <span className={text({ size, weight: 'semibold' })}>semibold</span>
          <span className={text({ size, numeric: true, tone: 'subtle' })}>1,234,567.89</span>
        </div>
      ))}
    </div>
  ),
};

/** Spacing on the 8 px grid, and the shadows kept for floating things. */
export const SpacingAndShadows: Story = {
  globals: { theme: 'orange' },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'xl' })}>
      <div className={sprinkles({ display: 'grid', gap: 'xs' })}>
        {SPACES.map((space) => (
          <div
            key={space}
            className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}
          >
            <span className={text({ size: 'xs' })} style={{ width: 40 }}>
              {space}
            </span>
            <span className={spaceBar} style={{ width: vars.space[space] }} />
          </div>
        ))}
      </div>
      <div className={sprinkles({ display: 'flex', gap: 'xl', padding: 'lg' })}>
        {SHADOWS.map((shadow) => (
          <div key={shadow} className={shadowCard} style={{ boxShadow: vars.shadow[shadow] }}>
            {shadow}
          </div>
        ))}
      </div>
    </div>
  ),
};
