import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { spinner } from './Spinner.css.ts';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(spinner, 'size') },
    tone: { control: 'inline-radio', options: variantOptions(spinner, 'tone') },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Spinner` for work of unknown length that takes a moment: a panel loading a small result, an action in progress. It is announced as a progress bar named by its `label`.',
      alternatives: [
        {
          use: 'Skeleton',
          when: 'Content with a known shape is loading (a table, a card, text): show its shape instead of a spinner.',
        },
        {
          use: 'Button with `isPending`',
          when: 'The work was started by a button: the button shows its own spinner and keeps focus.',
        },
        {
          use: 'ProgressBar',
          when: 'You know how far along the work is, or want the thin page-navigation bar.',
        },
        {
          use: 'LoadingOverlay',
          when: 'A whole region reloads and its old content should stay visible, dimmed, under the spinner.',
        },
      ],
      do: [
        'Say what is loading in `label` ("Loading invoices") when more than one thing on screen could be loading.',
        'Use `size="sm"` beside text or inside controls, `md` in a row and `lg` for a loading panel.',
        'Use `tone="current"` on a coloured surface so the spinner takes the text colour around it.',
        'Replace it with the content, or an error state, as soon as the work ends.',
      ],
      dont: [
        "Don't put a spinner inside a `Button` by hand; use `isPending` and `pendingLabel`.",
        "Don't show a spinner for the first load of a table or a page; show a `Skeleton` in its shape.",
        "Don't show several spinners for one piece of work; one labelled spinner is enough.",
      ],
      anatomy: [
        { part: 'Track', description: 'A faint full circle.' },
        {
          part: 'Arc',
          description:
            "A quarter arc that turns, in the `tone`'s colour, 16, 20 or 32 px across (`size`).",
        },
      ],
      accessibility: [
        'Renders `role="progressbar"` with no value (indeterminate), named by `label` (`\'Loading\'` by default) through `aria-label`.',
        'The graphic is `aria-hidden`; only the name is read.',
        'Under `prefers-reduced-motion` it keeps turning, three times slower, because it is the only sign that work goes on.',
        'It takes no focus; keep focus where the user was, on the control that started the work.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a busy progress bar named 'Loading'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinning = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(spinning).not.toHaveAttribute('aria-valuenow');
  },
};

/** Say what is loading when there is more than one thing on screen. */
export const WithLabel: Story = {
  args: { label: 'Loading invoices', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading invoices' })).toBeVisible();
  },
};

/** Every size and tone, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Spinner } from '@airtime/design-system';

// size: 'sm' | 'md' | 'lg'; tone: 'accent' | 'neutral' | 'current'
<Spinner size="lg" tone="neutral" label="Loading invoices" />`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(spinner, 'tone').map((tone) => (
        <div key={tone} className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'center' })}>
          {variantOptions(spinner, 'size').map((size) => (
            <Spinner key={size} size={size} tone={tone} label={`Loading, ${tone} ${size}`} />
          ))}
        </div>
      ))}
    </div>
  ),
};
