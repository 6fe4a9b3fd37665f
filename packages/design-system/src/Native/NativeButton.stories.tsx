import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { NativeButton } from './NativeButton.tsx';

const meta = {
  title: 'Components/Native/NativeButton',
  component: NativeButton,
  tags: ['autodocs'],
  args: { children: 'Sign in', onClick: fn() },
  parameters: {
    guidance: {
      whenToUse:
        "`NativeButton` is `Button`'s look on a plain `<button>`, without React Aria's interactions (about 25 KB): use it only on pages that must load little, such as the sign-in page.",
      alternatives: [
        {
          use: 'Button',
          when: 'Everywhere else: it handles touch, keyboard and press states the same on every device.',
        },
        { use: 'NativeLink', when: 'The control navigates.' },
      ],
      do: [
        'Use the same `variant`, `size` and `iconOnly` as `Button`; they share their styles.',
        'Handle presses with `onClick`, and pass `type="submit"` for a form\'s submit button (it is `type="button"` by default).',
        'Set `isPending` with a `pendingLabel` ("Signing in") while a submit runs: presses are ignored and the button keeps focus.',
        'Name an `iconOnly` button with `aria-label`.',
      ],
      dont: [
        "Don't use it in the app's pages, which load React Aria anyway; use `Button`.",
        "Don't pass `disabled`; use `isDisabled`.",
        "Don't disable the submit button while pending; `isPending` keeps it focusable and inert.",
      ],
      anatomy: [
        {
          part: 'Container',
          description: 'A `<button>` 28, 32 or 40 px high (`size`), coloured by `variant`.',
        },
        { part: 'Label', description: 'The `children`.' },
        { part: 'Spinner', description: 'Over the hidden label while `isPending`.' },
      ],
      accessibility: [
        'A native `<button>`: Tab focuses it, Enter and Space press it; the focus ring shows for keyboard focus (`:focus-visible`).',
        'While pending it has `aria-disabled="true"` and its spinner, named by `pendingLabel`, joins its name ("Sign in Signing in").',
        '`isDisabled` sets `disabled`, which takes it out of the Tab order.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Enter and Space press it, as Button. */
export const Default: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Every look, as Button has them. */
export const Variants: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
      <NativeButton {...args} variant="primary">
        Primary
      </NativeButton>
      <NativeButton {...args} variant="secondary">
        Secondary
      </NativeButton>
      <NativeButton {...args} variant="ghost">
        Ghost
      </NativeButton>
      <NativeButton {...args} variant="critical">
        Critical
      </NativeButton>
      <NativeButton {...args} variant="ghost" iconOnly aria-label="Dismiss">
        <X />
      </NativeButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** Pending: a spinner says what is happening, in the button's name too; presses do nothing. */
export const Pending: Story = {
  args: { variant: 'primary', isPending: true, pendingLabel: 'Signing in' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign in Signing in' });
    await expect(canvas.getByRole('progressbar', { name: 'Signing in' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled: it cannot be pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};
