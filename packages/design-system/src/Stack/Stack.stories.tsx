import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { LayoutStoryBox } from '../utils/LayoutStoryBox.tsx';
import { storyBox, storyNarrow } from '../utils/layoutStory.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { stack } from './Stack.css.ts';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack<'div'>,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <LayoutStoryBox>Brand details</LayoutStoryBox>
        <LayoutStoryBox>Budget</LayoutStoryBox>
        <LayoutStoryBox>Assignees</LayoutStoryBox>
      </>
    ),
  },
  argTypes: {
    space: { control: 'select', options: variantOptions(stack, 'space') },
    align: { control: 'inline-radio', options: variantOptions(stack, 'align') },
    as: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <div className={storyNarrow}>
      <Stack {...args} />
    </div>
  ),
} satisfies Meta<typeof Stack<'div'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One under the other, 12 px apart (`md`), each as wide as the stack. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const details = canvas.getByText('Brand details').getBoundingClientRect();
    const budget = canvas.getByText('Budget').getBoundingClientRect();
    await expect(budget.top - details.bottom).toBe(12);
    await expect(budget.width).toBe(320);
  },
};

/** `align="start"`: each child keeps its own width, as a form's lone button does. */
export const AlignStart: Story = {
  args: { align: 'start', space: 'xl' },
  play: async ({ canvas }) => {
    const details = canvas.getByText('Brand details').getBoundingClientRect();
    const budget = canvas.getByText('Budget').getBoundingClientRect();
    await expect(budget.top - details.bottom).toBe(24);
    await expect(budget.width).toBeLessThan(320);
    await expect(budget.left).toBe(details.left);
  },
};

/** `as="ul"`: a list to screen readers, without bullets or indent on screen. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" space="xs" aria-label="Planning steps" className={storyNarrow}>
      <li className={storyBox}>Brief</li>
      <li className={storyBox}>Shortlist</li>
      <li className={storyBox}>Contract</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Planning steps' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Brief', 'Shortlist', 'Contract']);
    await expect(items[0]?.getBoundingClientRect().left).toBe(list.getBoundingClientRect().left);
  },
};

/** Every space token and every alignment, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'flex-start' })}>
        {variantOptions(stack, 'space').map((space) => (
          <Stack key={space} space={space}>
            <LayoutStoryBox>{space}</LayoutStoryBox>
            <LayoutStoryBox>{space}</LayoutStoryBox>
            <LayoutStoryBox>{space}</LayoutStoryBox>
          </Stack>
        ))}
      </div>
      <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
        {variantOptions(stack, 'align').map((align) => (
          <div key={align} className={storyNarrow}>
            <Stack align={align} space="xs">
              <LayoutStoryBox>{`align ${align}`}</LayoutStoryBox>
              <LayoutStoryBox>Short</LayoutStoryBox>
            </Stack>
          </div>
        ))}
      </div>
    </div>
  ),
};
