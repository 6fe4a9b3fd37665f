import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { LayoutStoryBox } from '../utils/LayoutStoryBox.tsx';
import { storyNarrow } from '../utils/layoutStory.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { inline } from './Inline.css.ts';
import { Inline } from './Inline.tsx';

const TAGS = ['Podcast', 'YouTube', 'Newsletter', 'Twitch', 'Live read', 'Host read'];

const meta = {
  title: 'Layout/Inline',
  component: Inline<'div'>,
  tags: ['autodocs'],
  args: {
    children: TAGS.slice(0, 3).map((tag) => <LayoutStoryBox key={tag}>{tag}</LayoutStoryBox>),
  },
  argTypes: {
    space: { control: 'select', options: variantOptions(inline, 'space') },
    align: { control: 'inline-radio', options: variantOptions(inline, 'align') },
    alignY: { control: 'inline-radio', options: variantOptions(inline, 'alignY') },
    wrap: { control: 'boolean' },
    as: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <div className={storyNarrow}>
      <Inline {...args} />
    </div>
  ),
} satisfies Meta<typeof Inline<'div'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, 8 px apart (`sm`), from the start of the row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const podcast = canvas.getByText('Podcast').getBoundingClientRect();
    const youtube = canvas.getByText('YouTube').getBoundingClientRect();
    await expect(youtube.top).toBe(podcast.top);
    await expect(youtube.left - podcast.right).toBe(8);
  },
};

/** Too many for the row: the rest wrap onto a new line, as far below as they sit apart. */
export const Wrapping: Story = {
  args: { children: TAGS.map((tag) => <LayoutStoryBox key={tag}>{tag}</LayoutStoryBox>) },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Podcast').getBoundingClientRect();
    const last = canvas.getByText('Host read').getBoundingClientRect();
    await expect(last.top - first.bottom).toBe(8);
    await expect(last.right).toBeLessThanOrEqual(first.left + 320);
  },
};

/**
 * `alignY="bottom"`: a field with its label above sits level with the button beside it, as in a
 * row of filters.
 */
export const FieldAndButton: Story = {
  args: {
    alignY: 'bottom',
    children: (
      <>
        <TextField label="Creator" size="sm" />
        <Button size="sm">Apply</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Creator' }).getBoundingClientRect();
    const apply = canvas.getByRole('button', { name: 'Apply' }).getBoundingClientRect();
    await expect(apply.bottom).toBeCloseTo(field.bottom, 0);
  },
};

/** `align="between"`: the first child at the start, the last at the end. */
export const Between: Story = {
  args: {
    align: 'between',
    children: (
      <>
        <LayoutStoryBox>Remember me</LayoutStoryBox>
        <LayoutStoryBox>Forgot password?</LayoutStoryBox>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const remember = canvas.getByText('Remember me').getBoundingClientRect();
    const forgot = canvas.getByText('Forgot password?').getBoundingClientRect();
    await expect(forgot.right - remember.left).toBe(320);
  },
};

/** Every space token, alignment along and across the row, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
      {variantOptions(inline, 'space').map((space) => (
        <Inline key={space} space={space}>
          <LayoutStoryBox>{space}</LayoutStoryBox>
          <LayoutStoryBox>{space}</LayoutStoryBox>
          <LayoutStoryBox>{space}</LayoutStoryBox>
        </Inline>
      ))}
      {variantOptions(inline, 'align').map((align) => (
        <div key={align} className={storyNarrow}>
          <Inline align={align}>
            <LayoutStoryBox>{`align ${align}`}</LayoutStoryBox>
            <LayoutStoryBox>End</LayoutStoryBox>
          </Inline>
        </div>
      ))}
      <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
        {variantOptions(inline, 'alignY').map((alignY) => (
          <Inline key={alignY} alignY={alignY}>
            <LayoutStoryBox isTall>Tall</LayoutStoryBox>
            <LayoutStoryBox>{`alignY ${alignY}`}</LayoutStoryBox>
          </Inline>
        ))}
      </div>
      <div className={storyNarrow}>
        <Inline wrap={false}>
          <LayoutStoryBox>wrap false</LayoutStoryBox>
          {TAGS.slice(0, 2).map((tag) => (
            <LayoutStoryBox key={tag}>{tag}</LayoutStoryBox>
          ))}
        </Inline>
      </div>
    </div>
  ),
};
