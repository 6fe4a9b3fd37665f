import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { badge } from './Badge.css.ts';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: variantOptions(badge, 'variant') },
    tone: { control: 'inline-radio', options: variantOptions(badge, 'tone') },
    size: { control: 'inline-radio', options: variantOptions(badge, 'size') },
    label: { control: 'text' },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Badge` for a small count on a control or beside a label (unread messages, items waiting) or, as `variant="dot"`, for a plain \'something new\'. It hides itself at zero and shows `99+` above `max`.',
      alternatives: [
        {
          use: 'StatusBadge',
          when: 'The thing to show is a state with a word (Live, Draft, Overdue), not a number.',
        },
        { use: 'Tag', when: 'A removable or selectable label, such as a filter or a category.' },
        {
          use: 'HeaderIconButton',
          when: "A count on an icon button in the app header: it puts the count in the button's name for you.",
        },
      ],
      do: [
        "Pass `label` as a function of the exact count (returning '142 unread'), so screen readers never hear the capped '99+'.",
        'Use `tone="critical"` for errors and overdue items, `accent` (the default) for notifications and `neutral` for plain counts beside a label.',
        "Set `showZero` only where zero is information ('0 drafts'); otherwise let the badge disappear.",
        'Use `size="sm"` inside buttons and other small controls.',
      ],
      dont: [
        "Don't use a `dot` without a `label` unless the control's own name already says what is new: a dot without one is hidden from screen readers.",
        "Don't repeat the count in both the control's name and the badge's `label`; leave `label` out when the name already has it.",
        "Don't use tone alone to carry meaning; the count or label must say it too.",
        "Don't put words in it; it shows only a number or a dot.",
      ],
      anatomy: [
        {
          part: 'Pill',
          description: 'A rounded pill 16 or 20 px high (`size`), coloured by `tone`.',
        },
        {
          part: 'Count',
          description: "The `count` in tabular digits, or `max` followed by '+' above `max`.",
        },
        {
          part: 'Dot',
          description: 'With `variant="dot"`, an 8 or 10 px dot instead of the count.',
        },
      ],
      accessibility: [
        "Without `label` the visible figure is read as it is ('99+'); with one, the figure is hidden from screen readers and the label is read instead.",
        "Inside a button or link, the badge's text joins that control's accessible name ('Inbox 3 unread').",
        'A `dot` without `label` is `aria-hidden`; say what it means in the name of the control it sits on.',
        'It is not focusable and has no interaction of its own.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** Above 99 it shows `99+`; the label gives screen readers the exact count. */
export const Overflow: Story = {
  args: { count: 142, label: (count: number) => `${count} unread` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('142 unread')).toBeInTheDocument();
  },
};

/** Nothing at zero: the badge disappears. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

/** Unless asked: `showZero` for counts that read as information ("0 drafts"). */
export const ShowZero: Story = {
  args: { count: 0, showZero: true, tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

/** A dot says "something new"; its label is for screen readers only. */
export const Dot: Story = {
  args: { variant: 'dot', label: 'New activity' },
  play: async ({ canvas }) => {
    const dot = canvas.getByText('New activity');
    await expect(dot).toBeInTheDocument();
    await expect(dot.parentElement?.getBoundingClientRect().width).toBe(10);
  },
};

/** In a control, the badge's label joins the control's name. */
export const InAButton: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Badge, Button } from '@airtime/design-system';
import { Inbox } from 'lucide-react';

<Button icon={<Inbox />}>
  Inbox <Badge count={unreadCount} label={(count) => \`\${count} unread\`} size="sm" />
</Button>`,
      },
    },
  },
  args: { count: 3, label: (count: number) => `${count} unread` },
  render: (args) => (
    <Button icon={<Inbox />}>
      Inbox <Badge {...args} size="sm" />
    </Button>
  ),
  play: async ({ canvas, userEvent }) => {
    const inbox = canvas.getByRole('button', { name: 'Inbox 3 unread' });
    await userEvent.tab();
    await expect(inbox).toHaveFocus();
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** A long count with a raised max keeps its digits on one line. */
export const LargeMax: Story = {
  args: { count: 12_480, max: 9999, tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9,999+')).toBeVisible();
  },
};

const COUNTS = [1, 12, 100] as const;

/** Every variant, tone and size, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Badge } from '@airtime/design-system';

// Each tone comes in size="sm" (16 px) and "md" (20 px, the default).
<>
  <Badge count={12} />
  <Badge count={142} label={(count) => \`\${count} unread\`} />
  <Badge count={3} tone="critical" />
  <Badge count={0} showZero tone="neutral" />
  <Badge variant="dot" label="New activity" />
</>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(badge, 'size').map((size) =>
        variantOptions(badge, 'tone').map((tone) => (
          <div
            key={`${size}-${tone}`}
            className={sprinkles({ display: 'flex', gap: 'md', alignItems: 'center' })}
          >
            {COUNTS.map((count) => (
              <Badge key={count} count={count} tone={tone} size={size} />
            ))}
            <Badge count={0} showZero tone={tone} size={size} />
            <Badge variant="dot" tone={tone} size={size} />
          </div>
        )),
      )}
    </div>
  ),
};
