import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        "`NativeTextField` is `TextField`'s look on a plain `<label>` and `<input>`, without React Aria: use it only on pages that must load little, such as the sign-in form.",
      alternatives: [
        {
          use: 'TextField',
          when: 'Everywhere else: it validates, and shows and clears its errors by itself.',
        },
      ],
      do: [
        'Always pass a `label`; it sits above the field and names it.',
        'Pass `type`, `name` and `autoComplete` as on any input (`type="email"`, `autoComplete="username"`).',
        "Show an error by setting `errorMessage`, and clear it yourself as the user types; validation is the caller's.",
        'Focus the field through `inputRef` after a failed submit, so the user lands on the error.',
      ],
      dont: [
        "Don't use it in the app's pages; use `TextField`.",
        "Don't pass `required` or `disabled`; use `isRequired` and `isDisabled`.",
        "Don't expect it to check its own value; it shows an error only when given one.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'Above the field, with a required marker when `isRequired`.',
        },
        { part: 'Input', description: 'The box, 28, 32 or 40 px high (`size`).' },
        { part: 'Description', description: 'Optional help under the field.' },
        { part: 'Error', description: 'The `errorMessage` under the field, with an icon.' },
      ],
      accessibility: [
        'The `<input>` is named by its `<label>` and described by the error and the description (`aria-describedby`).',
        'With an `errorMessage` it has `aria-invalid="true"`; with `isRequired` it is `required`.',
        '`isDisabled` takes it out of the Tab order.',
      ],
    } satisfies Guidance,
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { NativeTextField } from '@airtime/design-system';
import { useState } from 'react';

function EmailField({ serverError }: { serverError?: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState(serverError);
  return (
    <NativeTextField
      label="Email"
      type="email"
      autoComplete="username"
      value={email}
      errorMessage={error}
      onChange={(next) => {
        setEmail(next);
        setError(undefined);
      }}
    />
  );
}`,
      },
    },
  },
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
