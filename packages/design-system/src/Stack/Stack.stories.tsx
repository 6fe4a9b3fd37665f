import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        "Use `Stack` to set children one under the other with a gap from the space tokens: a page's sections, a card's parts, a form's fields.",
      alternatives: [
        { use: 'Inline', when: 'The items sit side by side and wrap when the row is full.' },
        {
          use: 'Section',
          when: 'The group has a title: it is a `Stack` with a heading row, named for screen readers.',
        },
        {
          use: 'Columns',
          when: 'Cards should share the width in equal columns that drop to one on a phone.',
        },
      ],
      do: [
        'Pick the gap with `space` (`md`, 12 px, by default) instead of giving children margins.',
        'Use `as="form"` for a form\'s fields: the form\'s attributes, such as `noValidate` and `onSubmit`, type-check with it.',
        'Use `as="ul"` or `as="ol"` with `<li>` children for a list; the bullets and indent are dropped.',
        'Use `align="start"` when a child such as a lone button should keep its own width instead of stretching.',
      ],
      dont: [
        "Don't nest a `Stack` only to change the gap for one child; split the content into groups, each a `Stack` with its own `space`.",
        "Don't add `margin` to children to push them apart; the gap is the stack's job.",
        "Don't use `Stack` for a titled region of a page; use `Section`, which gives it a heading and a name.",
      ],
      anatomy: [
        {
          part: 'Container',
          description:
            'A flex column, a `<div>` unless `as` names another element, that never grows wider than its parent.',
        },
        {
          part: 'Children',
          description:
            'One under the other, `space` apart, stretched to its width unless `align` says otherwise.',
        },
      ],
      accessibility: [
        "A plain layout element with no role: reading and Tab order follow the children's order in the source.",
        'With `as="ul"` or `as="ol"`, give the list an `aria-label` when the text around it does not say what it lists.',
        'With `as="form"`, the form keeps its native submit on Enter.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Stack<'div'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One under the other, 12 px apart (`md`), each as wide as the stack. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card, Stack } from '@airtime/design-system';

<Stack>
  <Card title="Brand details">Acme Outdoor, 14 campaigns</Card>
  <Card title="Budget">$120,000 of $150,000 spent</Card>
  <Card title="Assignees">Dana Reyes, Sam Okafor</Card>
</Stack>`,
      },
    },
  },
  play: async ({ canvas }) => {
    const details = canvas.getByText('Brand details').getBoundingClientRect();
    const budget = canvas.getByText('Budget').getBoundingClientRect();
    await expect(budget.top - details.bottom).toBe(12);
    await expect(budget.width).toBe(320);
  },
};

/** `align="start"`: each child keeps its own width, as a form's lone button does. */
export const AlignStart: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Card, Stack } from '@airtime/design-system';

<Stack align="start" space="xl">
  <Card title="Brand details">Acme Outdoor, 14 campaigns</Card>
  <Card title="Budget">$120,000 of $150,000 spent</Card>
  <Card title="Assignees">Dana Reyes, Sam Okafor</Card>
</Stack>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Stack } from '@airtime/design-system';

<Stack as="ul" space="xs" aria-label="Planning steps">
  <li>Brief</li>
  <li>Shortlist</li>
  <li>Contract</li>
</Stack>`,
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Card, Stack } from '@airtime/design-system';

// space: 'none' to 'xxxl'; align: 'stretch' | 'start' | 'center' | 'end'
<Stack space="lg" align="start">
  <Card title="Budget">$120,000 of $150,000 spent</Card>
  <Card title="Assignees">Dana Reyes, Sam Okafor</Card>
</Stack>`,
      },
    },
  },
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
