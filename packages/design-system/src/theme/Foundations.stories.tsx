import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenTable } from '../../.storybook/docs/foundations/TokenTable.tsx';
import { sprinkles } from './sprinkles.css.ts';

// The token tables of the Foundations pages (.storybook/docs/foundations), as screenshots: a change
// to a theme's data shows here in both themes. The pages themselves are the docs.
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  parameters: { frame: 'full' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token, one column per theme. */
export const Colors: Story = {
  render: () => <TokenTable group="color" preview="swatch" />,
};

/** The type scale, its line heights, the three weights and the families. */
export const Typography: Story = {
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'xl' })}>
      <TokenTable group="font.size" preview="fontSize" />
      <TokenTable group="font.lineHeight" preview="lineHeight" />
      <TokenTable group="font.weight" preview="fontWeight" />
      <TokenTable group="font.family" preview="fontFamily" />
    </div>
  ),
};

/** Space, radii, shadows, control heights, stacking layers, motion and the layout sizes. */
export const SpacingAndShadows: Story = {
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'xl' })}>
      <TokenTable group="space" preview="bar" />
      <TokenTable group="radius" preview="radius" />
      <TokenTable group="shadow" preview="shadow" />
      <TokenTable group="control" preview="control" />
      <TokenTable group="zIndex" />
      <TokenTable group="motion.duration" />
      <TokenTable group="motion.easing" />
      <TokenTable group="layout" />
    </div>
  ),
};
