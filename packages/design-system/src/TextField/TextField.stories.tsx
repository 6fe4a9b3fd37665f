import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn, storyWide } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', placeholder: 'name@agency.com', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
  },
  render: (args) => (
    <div className={storyColumn}>
      <TextField {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "Use `TextField` for a single line of free text with its label above, optional help text and an error under it in words: a name, an email, a URL. It wraps React Aria's TextField.",
      alternatives: [
        { use: 'TextArea', when: 'The text may run to several lines (a comment, a message).' },
        {
          use: 'NumberField',
          when: 'The value is a number, an amount or a percentage: it parses, formats and steps it.',
        },
        {
          use: 'SearchField',
          when: 'The field searches or filters: it has a magnifier, a clear button, and Escape clears it.',
        },
        { use: 'Select or ComboBox', when: 'The value is one of a known list of options.' },
        {
          use: 'NativeTextField',
          when: 'The page must not load React Aria (a lean page such as sign-in).',
        },
      ],
      do: [
        'Always pass a `label`; use `isLabelHidden` only where the context already says what the field is, and the label still names it for screen readers.',
        'Put a hint about the expected content in `description`, which is linked to the field, rather than in the `placeholder`.',
        'Use `isRequired` with an `errorMessage` in words ("Enter an email address."); the marker shows beside the label.',
        "Show a server's error on the field it concerns with `isInvalid` and `errorMessage`.",
        'Pass `type="email"`, `type="url"` or `autoComplete` as on any input; they go through React Aria to the `<input>`.',
      ],
      dont: [
        "Don't use `placeholder` as the label; it disappears as soon as the user types.",
        "Don't disable a field to show a value that cannot change; use `isReadOnly`, which keeps it focusable and copyable.",
        'Don\'t write errors as codes or "Invalid"; say what to do.',
        'Don\'t set `validationBehavior="aria"` unless errors should show while typing; by default they show when the form is submitted.',
      ],
      anatomy: [
        {
          part: 'Label',
          description:
            'Above the field, with a required marker when `isRequired`; visually hidden with `isLabelHidden`.',
        },
        {
          part: 'Input',
          description: 'The box, 28, 32 or 40 px high (`size`); long values scroll inside it.',
        },
        { part: 'Description', description: 'Optional help text under the field.' },
        {
          part: 'Error',
          description:
            'The `errorMessage` under the field while it is invalid, in place of the description.',
        },
      ],
      accessibility: [
        'The `<input>` is named by the `<label>` and described by the description or the error, so screen readers read both.',
        'An invalid field has `aria-invalid="true"`; with the default native validation, submitting a form moves focus to the first invalid field.',
        'A required field is `required` to assistive technology, not only marked visually.',
        '`isDisabled` takes it out of the Tab order; `isReadOnly` keeps it focusable.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab in, type: the value is reported as it changes; the label names the field. */
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

/** Help text sits under the field and is read as its description. */
export const WithDescription: Story = {
  args: {
    label: 'Promo URL',
    placeholder: 'https://',
    description: 'The link the creator reads out, as shown to viewers.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Promo URL' })).toHaveAccessibleDescription(
      'The link the creator reads out, as shown to viewers.',
    );
  },
};

/**
 * A required field in a form: the marker shows next to the label; submitting it empty shows the
 * error under the field and moves focus to it; the error goes once a value is entered.
 */
export const Required: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Stack, TextField } from '@airtime/design-system';

<Stack as="form" onSubmit={sendRequest}>
  <TextField
    label="Email"
    placeholder="name@agency.com"
    isRequired
    errorMessage="Enter an email address."
  />
  <Stack align="start">
    <Button type="submit" variant="primary">
      Send request
    </Button>
  </Stack>
</Stack>`,
      },
    },
  },
  args: { isRequired: true, errorMessage: 'Enter an email address.' },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <TextField {...args} />
      <div>
        <Button type="submit" variant="primary">
          Send request
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(email).toHaveFocus();
    await expect(canvas.getByText('Enter an email address.')).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Enter an email address.');
    await userEvent.keyboard('ana@acme.com');
    await userEvent.tab();
    await expect(canvas.queryByText('Enter an email address.')).not.toBeInTheDocument();
    await expect(email).toBeValid();
  },
};

/** An error from the server, shown where it belongs: under the field, in words. */
export const Invalid: Story = {
  args: {
    defaultValue: 'ana@acme.com',
    isInvalid: true,
    errorMessage: 'This email already belongs to another user.',
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This email already belongs to another user.');
  },
};

/** `validate` runs as the user types; with `validationBehavior="aria"` errors show at once. */
export const ValidateWhileTyping: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { TextField } from '@airtime/design-system';

<TextField
  label="Channel handle"
  placeholder="@handle"
  validationBehavior="aria"
  validate={(value) => (value && !value.startsWith('@') ? 'Handles start with @.' : null)}
/>`,
      },
    },
  },
  args: {
    label: 'Channel handle',
    placeholder: '@handle',
    validationBehavior: 'aria',
    validate: (value) => (value && !value.startsWith('@') ? 'Handles start with @.' : null),
  },
  play: async ({ canvas, userEvent }) => {
    const handle = canvas.getByRole('textbox', { name: 'Channel handle' });
    await userEvent.type(handle, 'acme');
    await expect(handle).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Handles start with @.')).toBeVisible();
    await userEvent.clear(handle);
    await userEvent.type(handle, '@acme');
    await expect(handle).not.toHaveAttribute('aria-invalid');
  },
};

/** Disabled fields cannot be focused or edited. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@acme.com' },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeDisabled();
    await userEvent.tab();
    await expect(email).not.toHaveFocus();
  },
};

/** Read-only fields can be focused and copied, not edited. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ana@acme.com' },
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(email).toHaveValue('ana@acme.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The label is hidden from sight but still names the field. */
export const HiddenLabel: Story = {
  args: { label: 'Campaign name', isLabelHidden: true, placeholder: 'Campaign name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Campaign name' })).toBeVisible();
    await expect(canvas.getByText('Campaign name', { selector: 'label' })).toHaveStyle({
      position: 'absolute',
    });
  },
};

/** Long labels wrap above the field; long values scroll inside it, never out of it. */
export const LongText: Story = {
  args: {
    label: 'Legal name of the brand as it appears on the signed insertion order',
    defaultValue:
      'Acme Consumer Products International Holdings, Limited Liability Company (North America)',
    description: 'Used on invoices and contracts. Ask the brand if you are unsure.',
  },
  render: (args) => (
    <div className={storyWide}>
      <TextField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', {
      name: 'Legal name of the brand as it appears on the signed insertion order',
    });
    // The value scrolls inside the field, which keeps to its column.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const column = name.closest(`.${storyWide}`);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      column?.getBoundingClientRect().right ?? 0,
    );
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Filled', props: { defaultValue: 'ana@acme.com' } },
  { name: 'Required', props: { isRequired: true } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Enter a valid email.' } },
  { name: 'Described', props: { description: 'We never share it.' } },
  { name: 'Read-only', props: { isReadOnly: true, defaultValue: 'ana@acme.com' } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: 'ana@acme.com' } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(fieldBox, 'size').map((size) => (
        <div key={size} className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
          {STATES.map((state) => (
            <TextField
              key={state.name}
              {...args}
              {...state.props}
              size={size}
              label={`${state.name} ${size}`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
