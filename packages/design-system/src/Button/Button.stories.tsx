import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { button } from './Button.css.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    // Options come from the recipe, so the controls always match the real variants.
    variant: { control: 'inline-radio', options: variantOptions(button, 'variant') },
    size: { control: 'inline-radio', options: variantOptions(button, 'size') },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press with the pointer, then with Enter and Space once focused from the keyboard. */
const pressesWithPointerAndKeyboard: Story['play'] = async ({ canvas, userEvent, args }) => {
  const save = canvas.getByRole('button', { name: 'Save changes' });
  await userEvent.click(save);
  await expect(args.onPress).toHaveBeenCalledTimes(1);

  await userEvent.tab({ shift: true });
  await userEvent.tab();
  await expect(save).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect(args.onPress).toHaveBeenCalledTimes(3);
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: pressesWithPointerAndKeyboard,
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: pressesWithPointerAndKeyboard,
};

export const Ghost: Story = {
  args: { variant: 'ghost' },
  play: pressesWithPointerAndKeyboard,
};

export const Critical: Story = {
  args: { variant: 'critical', children: 'Delete campaign', icon: <Trash2 /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete campaign' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The icon is decoration: the button's name is its label alone. */
export const WithIcon: Story = {
  args: { variant: 'primary', children: 'Add creator', icon: <Plus /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add creator' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Disabled buttons ignore presses and leave the tab order. */
export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await userEvent.tab();
    await expect(save).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * While pending the label gives way to a spinner, the button keeps its width and focus, ignores
 * presses and tells screen readers it is busy.
 */
export const Pending: Story = {
  args: { variant: 'primary', isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: /Save changes/ });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await userEvent.click(save);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SavingButton({ onSaved }: { onSaved: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      variant="primary"
      isPending={saving}
      pendingLabel="Saving"
      onPress={() => {
        setSaving(true);
        setTimeout(() => {
          setSaving(false);
          onSaved();
        }, 300);
      }}
    >
      Save changes
    </Button>
  );
}

/** The usual flow: pressed from the keyboard, pending while saving, focus kept throughout. */
export const SavingFlow: Story = {
  render: (args) => <SavingButton onSaved={args.onPress as () => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(save).toHaveFocus();
    await expect(save).not.toHaveAttribute('aria-disabled');
  },
};

/** Labels never wrap: the button grows with its label. */
export const LongLabel: Story = {
  args: {
    variant: 'secondary',
    icon: <Send />,
    children: 'Send the signed insertion order to the brand for approval',
  },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', {
      name: 'Send the signed insertion order to the brand for approval',
    });
    const lineHeight = Number.parseFloat(getComputedStyle(send).lineHeight);
    await expect(send.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
  },
};

const STATES = [
  { name: 'Default', props: {} },
  { name: 'With icon', props: { icon: <Plus /> } },
  { name: 'Disabled', props: { isDisabled: true } },
  { name: 'Pending', props: { isPending: true } },
] as const;

/** Every variant, size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {variantOptions(button, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'grid', gap: 'sm' })}>
          {variantOptions(button, 'variant').map((variant) => (
            <div
              key={variant}
              className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}
            >
              {STATES.map((state) => (
                <Button key={state.name} variant={variant} size={size} {...state.props}>
                  {`${variant} ${size}`}
                </Button>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};
