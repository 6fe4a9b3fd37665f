import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { statusBadge } from './StatusBadge.css.ts';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { label: 'Approved', tone: 'positive' },
  argTypes: {
    tone: { control: 'inline-radio', options: variantOptions(statusBadge, 'tone') },
    size: { control: 'inline-radio', options: variantOptions(statusBadge, 'size') },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `StatusBadge` to show the state of a record (a campaign, an airing, an invoice) as a tinted pill with its `label` always in words. It knows no statuses: the app maps each status to a `tone` and a `label`.',
      alternatives: [
        {
          use: 'Badge',
          when: 'You need a count or a "something new" dot on a control, such as unread notifications.',
        },
        {
          use: 'Tag',
          when: 'The items are user-chosen keywords or filters that can be selected or removed.',
        },
        {
          use: 'Banner',
          when: 'The state concerns the whole page and needs a sentence and perhaps an action.',
        },
      ],
      do: [
        'Map each status to one tone in one place in the app, so a status has the same colour in badges and charts everywhere.',
        'Use `positive` for done or healthy, `warning` for needs attention, `critical` for failed or overdue, `info` for in progress and `neutral` for draft or inactive.',
        'Use `size="sm"` in table rows and the default `md` elsewhere.',
        'Keep labels to a word or two ("Approved", "Overdue"); a long one is cut with an ellipsis when its column is narrow.',
      ],
      dont: [
        "Don't rely on the colour alone to tell statuses apart; the `label` must say the status.",
        'Don\'t use `accent` for a status that means success; it is for highlighting, and `positive` says "done".',
        "Don't make the badge a button or a link; put the action beside it or on the row.",
      ],
      anatomy: [
        {
          part: 'Pill',
          description:
            "A rounded `<span>` tinted in the tone's soft colour, 20 or 24 px high (`size`).",
        },
        {
          part: 'Dot',
          description:
            "A dot in the tone's solid colour, hidden from screen readers; leave it out with `showDot={false}`.",
        },
        {
          part: 'Label',
          description:
            'The status in words, on one line, cut with an ellipsis when there is no room.',
        },
      ],
      accessibility: [
        'The `label` is plain text, so screen readers read exactly what is shown; the dot is `aria-hidden`.',
        'It has no role and takes no focus; it is read in place, as part of the row or sentence around it.',
        "Every tone's text on its tint passes WCAG AA contrast in both themes (the token contrast test checks it).",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is plain text: what a screen reader reads is what everyone sees. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved')).toBeVisible();
  },
};

export const Warning: Story = {
  args: { label: 'Awaiting approval', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting approval')).toBeVisible();
  },
};

export const Critical: Story = {
  args: { label: 'Overdue', tone: 'critical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
  },
};

/** Without the dot, for dense tables where the pill alone is enough. */
export const WithoutDot: Story = {
  args: { label: 'Draft', tone: 'neutral', showDot: false, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
  },
};

/** A long label stays on one line and is cut with an ellipsis when its column is narrow. */
export const LongLabel: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { StatusBadge } from '@airtime/design-system';

<StatusBadge tone="info" label="Waiting for the brand to countersign the insertion order" />
{/* In a narrow column the label is cut with an ellipsis. */}
<StatusBadge
  tone="info"
  label="Waiting for the brand to countersign the insertion order"
  style={{ maxWidth: 160 }}
/>`,
      },
    },
  },
  args: { label: 'Waiting for the brand to countersign the insertion order', tone: 'info' },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      <StatusBadge {...args} />
      {/* A narrow column, as a table cell would impose. */}
      <StatusBadge {...args} style={{ maxWidth: 160 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [full, narrow] = canvas.getAllByText(
      'Waiting for the brand to countersign the insertion order',
    );
    const lineHeight = Number.parseFloat(getComputedStyle(full as Element).lineHeight);
    await expect((full as Element).getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
    await expect((narrow as Element).scrollWidth).toBeGreaterThan((narrow as Element).clientWidth);
  },
};

/** Every tone and size, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { StatusBadge } from '@airtime/design-system';

// tone: 'neutral' | 'positive' | 'warning' | 'critical' | 'info' | 'accent'; size: 'sm' | 'md'
<StatusBadge tone="positive" label="Approved" />
<StatusBadge tone="critical" size="sm" label="Overdue" />
<StatusBadge tone="neutral" label="Draft" showDot={false} />`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(statusBadge, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
          {variantOptions(statusBadge, 'tone').map((tone) => (
            <StatusBadge key={tone} tone={tone} size={size} label={tone} />
          ))}
          <StatusBadge size={size} tone="neutral" label="no dot" showDot={false} />
        </div>
      ))}
    </div>
  ),
};
