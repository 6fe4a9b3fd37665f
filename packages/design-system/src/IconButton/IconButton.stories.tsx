import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { button } from '../Button/Button.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Edit campaign', icon: <Pencil />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variantOptions(button, 'variant') },
    size: { control: 'inline-radio', options: variantOptions(button, 'size') },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers and tests find it by its label; the icon is hidden from them. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit campaign' });
    await userEvent.click(edit);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', label: 'Add creator', icon: <Plus /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add creator' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit campaign' });
    await expect(edit).toBeDisabled();
    await userEvent.click(edit);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: the spinner's label joins the button's name, and presses are ignored. */
export const Pending: Story = {
  args: { variant: 'critical', label: 'Delete campaign', icon: <Trash2 />, isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete campaign Loading' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant and size, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(button, 'variant').map((variant) => (
        <div
          key={variant}
          className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}
        >
          {variantOptions(button, 'size').map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={`Edit, ${variant} ${size}`}
              icon={<Pencil />}
            />
          ))}
          <IconButton
            variant={variant}
            label={`Edit, ${variant} disabled`}
            icon={<Pencil />}
            isDisabled
          />
          <IconButton
            variant={variant}
            label={`Edit, ${variant} pending`}
            icon={<Pencil />}
            isPending
          />
        </div>
      ))}
    </div>
  ),
};
