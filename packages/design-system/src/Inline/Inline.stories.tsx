import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        'Use `Inline` to set a few short items side by side with a gap from the space tokens, wrapping onto more lines when the row runs out of room: badges, a field and its button, a row of actions.',
      alternatives: [
        {
          use: 'Stack',
          when: "The items go one under the other, as a form's fields or a page's sections do.",
        },
        {
          use: 'Toolbar',
          when: 'A row has a start (a title, filters) and an end (buttons) that should sit at opposite ends and wrap under each other when narrow.',
        },
        { use: 'Columns', when: 'Cards should share the width in equal columns.' },
      ],
      do: [
        'Pick the gap with `space` (`sm`, 8 px, by default) instead of giving children margins.',
        'Use `alignY="bottom"` when a field with a label above it sits beside a button, so the field\'s box and the button line up.',
        'Use `align="between"` to put the first child at the start and the last at the end, as a checkbox and a link on one line.',
        'Render a list with `as="ul"` and `<li>` children: screen readers announce it as a list, and the bullets and indent are dropped.',
      ],
      dont: [
        "Don't turn `wrap` off for rows that can grow: a row that cannot wrap overflows on a phone.",
        "Don't set `wrap={false}` without letting one child shrink (`minWidth: 0` and an ellipsis).",
        'Don\'t build a title-and-actions row from `Inline` with `align="between"`; use `Toolbar`, whose end slot wraps under the start.',
        "Don't use `Inline` for equal-width cards; use `Columns`.",
      ],
      anatomy: [
        {
          part: 'Row',
          description:
            'A flex container, a `<div>` unless `as` names another element, with the `space` gap both ways.',
        },
        {
          part: 'Children',
          description:
            'Each at its own width, aligned along the row by `align` and across it by `alignY`.',
        },
      ],
      accessibility: [
        "A plain layout element with no role: it adds nothing to what screen readers hear, and reading and Tab order follow the children's order in the source.",
        'With `as="ul"` or `as="ol"` and `<li>` children, screen readers announce a list and its number of items.',
        'Pass `role` and `aria-label` when the row is a named group, such as a set of related actions.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Inline<'div'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side, 8 px apart (`sm`), from the start of the row. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Inline, StatusBadge } from '@airtime/design-system';

<Inline>
  <StatusBadge label="Podcast" />
  <StatusBadge label="YouTube" />
  <StatusBadge label="Newsletter" />
</Inline>`,
      },
    },
  },
  play: async ({ canvas }) => {
    const podcast = canvas.getByText('Podcast').getBoundingClientRect();
    const youtube = canvas.getByText('YouTube').getBoundingClientRect();
    await expect(youtube.top).toBe(podcast.top);
    await expect(youtube.left - podcast.right).toBe(8);
  },
};

/** Too many for the row: the rest wrap onto a new line, as far below as they sit apart. */
export const Wrapping: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Inline, StatusBadge } from '@airtime/design-system';

<Inline>
  {['Podcast', 'YouTube', 'Newsletter', 'Twitch', 'Live read', 'Host read'].map((tag) => (
    <StatusBadge key={tag} label={tag} />
  ))}
</Inline>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Button, Inline, TextField } from '@airtime/design-system';

<Inline alignY="bottom">
  <TextField label="Creator" size="sm" />
  <Button size="sm">Apply</Button>
</Inline>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Checkbox, Inline, Link } from '@airtime/design-system';

<Inline align="between">
  <Checkbox>Remember me</Checkbox>
  <Link href="/forgot-password">Forgot password?</Link>
</Inline>`,
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Inline, StatusBadge } from '@airtime/design-system';

// space: 'none' to 'xxxl'; align: 'start' | 'center' | 'end' | 'between';
// alignY: 'top' | 'center' | 'bottom' | 'baseline'; wrap: true | false
<Inline space="md" align="between" alignY="bottom" wrap={false}>
  <StatusBadge label="Podcast" />
  <StatusBadge label="YouTube" />
</Inline>`,
      },
    },
  },
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
