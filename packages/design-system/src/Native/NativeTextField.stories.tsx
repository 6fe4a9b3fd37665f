import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { NativeTextField } from './NativeTextField.tsx';

const meta = {
  title: 'Components/Native/NativeTextField',
  component: NativeTextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', onChange: fn() },
  render: (args) => (
    <div className={storyColumn}>
      <NativeTextField {...args} />
    </div>
  ),
} satisfies Meta<typeof NativeTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab in, type: the label names the field and each change is reported. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('ana@acme.com');
    await expect(email).toHaveValue('ana@acme.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@acme.com');
  },
};

/** Required, with help text: the marker shows, and the help is the field's description. */
export const RequiredWithDescription: Story = {
  args: { isRequired: true, description: 'The address you were invited with.' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeRequired();
    await expect(email).toHaveAccessibleDescription('The address you were invited with.');
  },
};

/** The caller's error: the field is invalid and the error is read as its description. */
export const Invalid: Story = {
  args: { errorMessage: 'These credentials do not match our records.', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
  },
};

/** A controlled field whose error clears as the user types, as a sign-in form does. */
export const ClearsItsError: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    const [error, setError] = useState<string | undefined>('Enter your email.');
    return (
      <div className={storyColumn}>
        <NativeTextField
          {...args}
          value={value}
          errorMessage={error}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('Enter your email.')).toBeVisible();
    await userEvent.type(email, 'ana@acme.com');
    await expect(canvas.queryByText('Enter your email.')).not.toBeInTheDocument();
    await expect(email).not.toBeInvalid();
  },
};

/** Disabled: it cannot be focused or edited. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@acme.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
