import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { checkbox } from './Checkbox.css.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Email me a weekly summary', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(checkbox, 'size') },
  },
  parameters: {
    guidance: {
      whenToUse:
        "Use `Checkbox` for one on/off choice with a label (a setting, an agreement, selecting a row), or as an option inside a `CheckboxGroup` where several may be picked. It wraps React Aria's CheckboxField, with its description and error.",
      alternatives: [
        {
          use: 'Switch',
          when: 'The choice takes effect at once, like a setting toggled on a page, rather than when a form is submitted.',
        },
        {
          use: 'CheckboxGroup',
          when: "Several related options share one label and one error ('Apps').",
        },
        { use: 'RadioGroup', when: 'Exactly one of a few options must be picked.' },
        {
          use: "Table's selection",
          when: 'Selecting rows in a table: the table draws its own select boxes and select-all.',
        },
      ],
      do: [
        "Write the label as the statement that is true when checked ('Email me a weekly summary').",
        'Use `isIndeterminate` for a select-all box when only some of the items are selected.',
        'Inside a `CheckboxGroup`, give each checkbox a `value` and let the group carry `isRequired` and the error.',
        'Use `size="sm"` in tables and filters, and `isLabelHidden` only where the row or context already says what it selects (\'Select Acme Corp\').',
        'Set `isRequired` and an `errorMessage` for a box that must be checked to submit, such as accepting terms.',
      ],
      dont: [
        "Don't leave `children` empty: the label is the checkbox's name, even when hidden.",
        "Don't use a checkbox to trigger an action immediately (deleting, sending); use a `Button`.",
        "Don't use `isDisabled` for a value users should still be able to read and focus; use `isReadOnly`.",
        "Don't use `onClick`; listen with `onChange`, which receives the new checked state.",
      ],
      anatomy: [
        {
          part: 'Box',
          description:
            'A 14 or 16 px box (`size`) showing a check, a dash when indeterminate, or nothing.',
        },
        {
          part: 'Label',
          description:
            'The `children` beside the box; clicking it toggles the box, and long labels wrap beside it.',
        },
        { part: 'Description', description: 'Optional help text under the label.' },
        { part: 'Error', description: 'The `errorMessage` under it while invalid, with an icon.' },
      ],
      accessibility: [
        'Renders a native checkbox input named by its label; Tab focuses it and Space toggles it.',
        'The `description` and the visible error are linked to it as its accessible description, and it gets `aria-invalid` while invalid.',
        "`isIndeterminate` is announced as 'mixed' (partially checked).",
        '`isDisabled` removes it from the tab order; `isReadOnly` keeps it focusable and announced but unchangeable.',
        '`isLabelHidden` hides the label visually but keeps it as the accessible name.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's width, as a decorator rather than a render so "Show code" shows only the Checkbox. */
const inColumn: Decorator = (Story) => (
  <div className={storyColumn}>
    <Story />
  </div>
);

/** Clicking the label toggles the box; so does Space once focused from the keyboard. */
export const Default: Story = {
  decorators: [inColumn],
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await userEvent.click(canvas.getByText('Email me a weekly summary'));
    await expect(summary).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(summary).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  decorators: [inColumn],
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Email me a weekly summary' })).toBeChecked();
  },
};

/** "Some of them": e.g. a select-all box when some rows are selected. */
export const Indeterminate: Story = {
  decorators: [inColumn],
  args: { children: 'Select all creators', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all creators' }),
    ).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  decorators: [inColumn],
  args: { description: 'Airings, approvals and payments of the last seven days.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Email me a weekly summary' }),
    ).toHaveAccessibleDescription('Airings, approvals and payments of the last seven days.');
  },
};

/** A required checkbox in a form: submitting it unchecked shows the error under the label. */
export const Required: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Checkbox, Inline, Stack } from '@airtime/design-system';

<Stack as="form" onSubmit={submit}>
  <Checkbox isRequired errorMessage="Accept the terms to continue.">
    I accept the terms of service
  </Checkbox>
  <Inline>
    <Button type="submit" variant="primary">
      Continue
    </Button>
  </Inline>
</Stack>`,
      },
    },
  },
  args: {
    children: 'I accept the terms of service',
    isRequired: true,
    errorMessage: 'Accept the terms to continue.',
  },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <Checkbox {...args} />
      <div>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Accept the terms to continue.')).toBeVisible();
    await expect(terms).toHaveAccessibleDescription('Accept the terms to continue.');
    await userEvent.click(terms);
    await expect(terms).toBeChecked();
    await expect(canvas.queryByText('Accept the terms to continue.')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  decorators: [inColumn],
  args: { isInvalid: true, errorMessage: 'This brand has no billing contact yet.' },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await expect(summary).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toHaveAccessibleDescription('This brand has no billing contact yet.');
  },
};

export const Disabled: Story = {
  decorators: [inColumn],
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await expect(summary).toBeDisabled();
    await userEvent.click(canvas.getByText('Email me a weekly summary'));
    await expect(summary).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and announced, but pressing it changes nothing. */
export const ReadOnly: Story = {
  decorators: [inColumn],
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const summary = canvas.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(summary).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** In a table row: the label names the box for screen readers only. */
export const HiddenLabel: Story = {
  decorators: [inColumn],
  args: { children: 'Select Acme Corp', isLabelHidden: true, size: 'sm' },
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('checkbox', { name: 'Select Acme Corp' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(row).toBeChecked();
  },
};

/** Long labels wrap beside the box, which stays on the first line. */
export const LongText: Story = {
  decorators: [inColumn],
  args: {
    children:
      'Notify the brand manager, the agency producer and every creator of the campaign whenever an airing is rejected',
    description: 'They can change this in their own settings.',
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Notify the brand manager/);
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
  },
};

const STATES = [
  { name: 'Unchecked', props: {} },
  { name: 'Checked', props: { defaultSelected: true } },
  { name: 'Indeterminate', props: { isIndeterminate: true } },
  { name: 'Described', props: { description: 'Sent on Mondays.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Required.' } },
  { name: 'Invalid, checked', props: { isInvalid: true, defaultSelected: true } },
  { name: 'Read-only', props: { isReadOnly: true, defaultSelected: true } },
  { name: 'Disabled', props: { isDisabled: true } },
  { name: 'Disabled, checked', props: { isDisabled: true, defaultSelected: true } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Checkbox } from '@airtime/design-system';

// Each state comes in size="sm" (14 px box) and "md" (16 px box, the default).
<>
  <Checkbox>Unchecked</Checkbox>
  <Checkbox defaultSelected>Checked</Checkbox>
  <Checkbox isIndeterminate>Indeterminate</Checkbox>
  <Checkbox description="Sent on Mondays.">Described</Checkbox>
  <Checkbox isInvalid errorMessage="Required.">Invalid</Checkbox>
  <Checkbox isReadOnly defaultSelected>Read-only</Checkbox>
  <Checkbox isDisabled>Disabled</Checkbox>
</>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(checkbox, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'grid', gap: 'sm' })}>
          {STATES.map((state) => (
            <Checkbox key={state.name} {...args} {...state.props} size={size}>
              {`${state.name} ${size}`}
            </Checkbox>
          ))}
        </div>
      ))}
    </div>
  ),
};
