import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  parameters: { controls: { disable: true } },
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
