import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { steps } from './Steps.css.ts';
import { Steps, type StepsItem } from './Steps.tsx';

const CHAIN: readonly StepsItem[] = [
  { id: 'invoiced', label: 'Invoiced', state: 'done', detail: 'Oct 3, 2026' },
  { id: 'paid', label: 'Paid by brand', state: 'done', detail: 'Oct 20, 2026' },
  {
    id: 'sent',
    label: 'Payout sent',
    state: 'late',
    detail: 'Due Oct 25, 2026 · PayPal',
    note: <StatusBadge tone="critical" size="sm" label="12 days late" />,
  },
  { id: 'received', label: 'Received', state: 'upcoming', detail: 'Expected Nov 7, 2026' },
];

const meta = {
  title: 'Components/Steps',
  component: Steps,
  tags: ['autodocs'],
  args: { items: CHAIN, 'aria-label': 'Payment of Episode 12' },
  argTypes: {
    orientation: { control: 'inline-radio', options: variantOptions(steps, 'orientation') },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Steps` to show where a chain of steps stands, each `done`, `current` (the one waited for), `late` or `upcoming`, with a detail such as a date: a payment going from invoiced to received.',
      alternatives: [
        {
          use: 'StatusBadge',
          when: 'Only the current state matters, not the chain that leads to it.',
        },
        {
          use: 'ProgressBar',
          when: 'Progress is a quantity (rows imported, percent done) rather than named steps.',
        },
        {
          use: 'Tabs',
          when: 'The user moves between the parts themselves; `Steps` only shows where things stand.',
        },
      ],
      do: [
        'Name the list with `aria-label` ("Payment of Episode 12") when no heading says what it is.',
        'Give each step a short `label` ("Invoiced") and a `detail` with its date or how it goes ("Nov 12, 2026 · PayPal").',
        'Put a `StatusBadge` in `note` to say how late a `late` step is.',
        'Use `orientation="horizontal"` only in wide cards; the default column suits phones and narrow cards.',
        "Pass `stateLabels` in the page's words when the defaults (done, next, late, to come) do not fit.",
      ],
      dont: [
        "Don't make steps clickable; `Steps` is a status display, not navigation.",
        'Don\'t mark more than one step `current` or `late` unless several really are waited for: each gets `aria-current="step"`.',
        "Don't rely on the marker's colour: the state must come from `state`, which also sets the icon and the hidden word.",
      ],
      anatomy: [
        {
          part: 'List',
          description: 'An `<ol>` of steps, a column or a wrapping row (`orientation`).',
        },
        {
          part: 'Marker',
          description:
            'A circle with an icon for the state: a check, a dot, a warning triangle or a small ring.',
        },
        { part: 'Label', description: "The step's name, followed by its optional `note`." },
        { part: 'Detail', description: 'Optional line under the label in the subtle colour.' },
      ],
      accessibility: [
        'An ordered list, so screen readers say how many steps there are and which one they are on.',
        'Each label is followed by its state in words, visually hidden (", late"), so colour and icon are never the only signal.',
        '`current` and `late` steps carry `aria-current="step"`; the marker icons are `aria-hidden`.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chain with a late step: its state is read out and shown by icon and text, not colour alone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Payment of Episode 12' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(list).toContainElement(items[0] ?? null);
    await expect(items[2]).toHaveTextContent('Payout sent, late 12 days late');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('12 days late')).toBeVisible();
  },
};

/** Side by side, wrapping, for wide cards. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    const a = first?.getBoundingClientRect();
    const b = second?.getBoundingClientRect();
    await expect(b?.left).toBeGreaterThan(a?.left ?? 0);
    await expect(b?.top).toBe(a?.top);
  },
};

/** Every state, in both orientations. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'xl' })}>
      {variantOptions(steps, 'orientation').map((orientation) => (
        <Steps
          key={orientation}
          {...args}
          aria-label={`All states, ${orientation}`}
          orientation={orientation}
          items={[
            { id: 'a', label: 'Done', state: 'done', detail: 'Oct 3, 2026' },
            { id: 'b', label: 'Late', state: 'late', detail: 'Due Oct 6, 2026' },
            { id: 'c', label: 'Current', state: 'current', detail: 'Due Nov 2, 2026' },
            { id: 'd', label: 'Upcoming', state: 'upcoming' },
          ]}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Once per theme.
    await expect(canvas.getAllByRole('list', { name: 'All states, vertical' })).toHaveLength(2);
    await expect(canvas.getAllByRole('list', { name: 'All states, horizontal' })).toHaveLength(2);
  },
};
