import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { progressBar } from './ProgressBar.css.ts';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  // A bar fills its container: here a 360 px column.
  args: { label: 'Importing airings', value: 45, style: { width: 360 } },
  argTypes: {
    variant: { control: 'inline-radio', options: variantOptions(progressBar, 'variant') },
    placement: { control: 'inline-radio', options: variantOptions(progressBar, 'placement') },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `ProgressBar` when you can say how far along work is (an import, an upload), or as the thin accent bar at the top of the window while a page loads (`variant="navigation"`).',
      alternatives: [
        { use: 'Spinner', when: 'The work has no measurable progress and the space is small.' },
        { use: 'Skeleton', when: 'Content is loading and its shape is known.' },
        { use: 'Steps', when: 'Progress is a chain of named steps rather than a quantity.' },
      ],
      do: [
        'Give it a `label` saying what is in progress ("Importing airings"): it is the accessible name and, on a `default` bar, the visible title.',
        'Pass `value` (0 to 100 by default, or set `minValue` and `maxValue`), and `valueLabel` to say it in the app\'s words ("120 of 300 rows").',
        'Use `isIndeterminate` when the total is not known yet.',
        'Show one `variant="navigation"` bar while the router is navigating; it pins itself to the top of the window.',
      ],
      dont: [
        "Don't use it for a control the user drags; it is read-only.",
        "Don't show the navigation bar for actions on the page (saving a form); use the button's `isPending`.",
        'Don\'t set `placement="top"` on a labelled `default` bar; `top` is the navigation bar\'s place, above the header.',
      ],
      anatomy: [
        {
          part: 'Label',
          description:
            'On a `default` bar, the `label` above the track (hidden from screen readers, which get it as the name).',
        },
        {
          part: 'Value',
          description:
            'The percentage or `valueLabel` at the end of the label row; hide it with `showValueLabel={false}`.',
        },
        { part: 'Track', description: 'The full-width rail.' },
        {
          part: 'Indicator',
          description: 'The filled part, or a moving segment when indeterminate.',
        },
      ],
      accessibility: [
        'React Aria\'s ProgressBar: `role="progressbar"` named by `label`, with `aria-valuenow`, `aria-valuemin`, `aria-valuemax` and `aria-valuetext` ("45%" or `valueLabel`).',
        'Indeterminate bars have no `aria-valuenow`.',
        'The navigation bar shows no text; its `label` ("Loading page") is its name for screen readers.',
        'It takes no focus, so focus stays on the control that started the work.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled bar with its value, announced as a progress bar at 45%. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importing airings' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

/** The value in the app's words ("120 of 300 rows"), for screen readers too. */
export const CustomValueLabel: Story = {
  args: { value: 120, maxValue: 300, valueLabel: '120 of 300 rows' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Importing airings' });
    await expect(bar).toHaveAttribute('aria-valuetext', '120 of 300 rows');
    await expect(canvas.getByText('120 of 300 rows')).toBeVisible();
  },
};

/** Not started: an empty track. */
export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Indeterminate: no value, a moving segment. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing the export' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Preparing the export' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** A long label shares the line with the value and wraps before pushing it away. */
export const LongLabel: Story = {
  args: {
    label:
      'Importing the sponsored airings of every creator on the roster from the agency spreadsheet',
    value: 80,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('80%')).toBeVisible();
  },
};

function NavigationStory() {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), 400);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <>
      {loading && <ProgressBar variant="navigation" label="Loading page" />}
      <Button onPress={() => setLoading(true)}>Go to campaigns</Button>
    </>
  );
}

/**
 * The navigation bar: pinned to the top of the window above the header while a page loads, its
 * label for screen readers only. The app shows it while its router is navigating.
 */
export const Navigation: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { ProgressBar } from '@airtime/design-system';
import { useNavigation } from 'react-router';

// In the app's root layout: the bar shows while the router loads the next page.
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <ProgressBar variant="navigation" label="Loading page" />;
}`,
      },
    },
  },
  args: { variant: 'navigation', label: 'Loading page' },
  render: () => <NavigationStory />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(canvas.queryByText('Loading page')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Go to campaigns' })).toHaveFocus();
  },
};

/** The navigation bar frozen at the top of the page, for its screenshot. */
export const NavigationAtTop: Story = {
  args: { variant: 'navigation', label: 'Loading page', value: 60 },
  // Not the 360 px column of the other stories: the bar spans the window.
  render: ({ style: _column, ...args }) => <ProgressBar {...args} />,
  parameters: {
    screenshot: { target: 'page' },
    // Pinned to the top of its window: in its own frame on the docs page, not over the page.
    docs: { story: { inline: false, height: '120px' } },
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar.getBoundingClientRect().top).toBe(0);
  },
};

/** Every variant and value, in every theme; the navigation bar inline so it stays in its panel. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {[0, 30, 100].map((value) => (
        <ProgressBar
          key={value}
          label={`Importing, ${value}`}
          value={value}
          style={{ width: 360 }}
        />
      ))}
      <ProgressBar label="Importing, indeterminate" isIndeterminate style={{ width: 360 }} />
      <ProgressBar
        label="Navigation, 60"
        variant="navigation"
        placement="inline"
        value={60}
        style={{ width: 360 }}
      />
    </div>
  ),
};
