import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { expect } from 'storybook/test';
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
  parameters: { controls: { disable: true } },
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
