import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { choiceList } from './CheckboxGroup.css.ts';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.tsx';

const APPS = (
  <>
    <Checkbox value="agencies">Agencies</Checkbox>
    <Checkbox value="brands">Brands</Checkbox>
    <Checkbox value="creators">Creators</Checkbox>
  </>
);

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Apps', children: APPS, onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: variantOptions(choiceList, 'orientation') },
    children: { control: false },
  },
  parameters: {
    guidance: {
      whenToUse:
        "Use `CheckboxGroup` for several related options under one label where any number may be picked ('Apps': Agencies, Brands, Creators). Its value is the list of checked `value`s, and it carries the validation and the error for all of them.",
      alternatives: [
        { use: 'RadioGroup', when: 'Exactly one option may be picked.' },
        { use: 'Checkbox', when: 'A single on/off choice.' },
        {
          use: 'Select or ComboBox',
          when: 'There are more than about seven options, or they come from a long list.',
        },
        { use: 'TagGroup', when: 'The options are filters shown as selectable tags.' },
      ],
      do: [
        'Give the group a `label` and each `Checkbox` a `value`; read and set the checked values with `value`/`defaultValue` and `onChange`.',
        "Use `isRequired` to mean 'at least one', with an `errorMessage` that says so ('Choose at least one app.').",
        'Use `orientation="horizontal"` only for two to four short options; keep the default `vertical` otherwise.',
        'Disable a single option with `isDisabled` on its `Checkbox`, or the whole group with `isDisabled` on the group.',
      ],
      dont: [
        "Don't put `errorMessage` or `isRequired` on the checkboxes inside a group; the group shows the one error.",
        "Don't leave out `label`, even if it is visually obvious; use `isLabelHidden` instead.",
        "Don't use it for choices that exclude each other; use `RadioGroup`.",
      ],
      anatomy: [
        {
          part: 'Label',
          description:
            "The group's `label` above the options, with a required marker when `isRequired`.",
        },
        {
          part: 'Options',
          description: 'The `Checkbox` children, stacked or in a wrapping row (`orientation`).',
        },
        { part: 'Description', description: 'Optional help text under the options.' },
        { part: 'Error', description: 'The `errorMessage` under the options while invalid.' },
      ],
      accessibility: [
        'The group is `role="group"` named by its label, so screen readers announce it on entering the first option.',
        'Each checkbox is its own Tab stop and toggles with Space; disabled options are skipped.',
        'The description and error are linked to the group as its accessible description.',
        '`isReadOnly` keeps the options focusable and announced but unchangeable.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's width, as a decorator rather than a render so "Show code" shows only the CheckboxGroup. */
const inColumn: Decorator = (Story) => (
  <div className={storyColumn}>
    <Story />
  </div>
);

/** The group is named by its label; its value is the list of checked options. */
export const Default: Story = {
  decorators: [inColumn],
  play: async ({ canvas, userEvent, args }) => {
    const apps = canvas.getByRole('group', { name: 'Apps' });
    await expect(apps).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Brands' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['brands']);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Creators' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['brands', 'creators']);
  },
};

/** Two to four short options fit in a row. */
export const Horizontal: Story = {
  decorators: [inColumn],
  args: { orientation: 'horizontal', defaultValue: ['agencies', 'brands'] },
  play: async ({ canvas }) => {
    const agencies = canvas.getByRole('checkbox', { name: 'Agencies' });
    const brands = canvas.getByRole('checkbox', { name: 'Brands' });
    await expect(agencies).toBeChecked();
    await expect(brands).toBeChecked();
    await expect(canvas.getByText('Brands').getBoundingClientRect().top).toBe(
      canvas.getByText('Agencies').getBoundingClientRect().top,
    );
  },
};

/** `isRequired` on the group means "at least one": the error shows under the group on submit. */
export const Required: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Checkbox, CheckboxGroup, Inline, Stack } from '@airtime/design-system';

<Stack as="form" onSubmit={sendRequest}>
  <CheckboxGroup
    label="Apps"
    isRequired
    description="Which apps the account needs."
    errorMessage="Choose at least one app."
  >
    <Checkbox value="agencies">Agencies</Checkbox>
    <Checkbox value="brands">Brands</Checkbox>
    <Checkbox value="creators">Creators</Checkbox>
  </CheckboxGroup>
  <Inline>
    <Button type="submit" variant="primary">
      Send request
    </Button>
  </Inline>
</Stack>`,
      },
    },
  },
  args: {
    isRequired: true,
    description: 'Which apps the account needs.',
    errorMessage: 'Choose at least one app.',
  },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <CheckboxGroup {...args} />
      <div>
        <Button type="submit" variant="primary">
          Send request
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(canvas.getByText('Choose at least one app.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Creators' }));
    await expect(canvas.queryByText('Choose at least one app.')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  decorators: [inColumn],
  args: { isInvalid: true, errorMessage: 'Creators cannot be combined with Agencies.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Apps' })).toHaveAccessibleDescription(
      'Creators cannot be combined with Agencies.',
    );
  },
};

/** A whole group, or one option, can be disabled. */
export const Disabled: Story = {
  decorators: [inColumn],
  args: { isDisabled: true, defaultValue: ['brands'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const name of ['Agencies', 'Brands', 'Creators']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeDisabled();
      await expect(canvas.getByRole('checkbox', { name })).not.toHaveFocus();
    }
  },
};

export const DisabledOption: Story = {
  decorators: [inColumn],
  args: {
    children: (
      <>
        <Checkbox value="agencies" isDisabled>
          Agencies
        </Checkbox>
        <Checkbox value="brands">Brands</Checkbox>
        <Checkbox value="creators">Creators</Checkbox>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Agencies' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Brands' })).toHaveFocus();
  },
};

export const ReadOnly: Story = {
  decorators: [inColumn],
  args: { isReadOnly: true, defaultValue: ['brands'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Agencies' }));
    await expect(canvas.getByRole('checkbox', { name: 'Agencies' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  decorators: [inColumn],
  args: {
    label: 'Which parts of the campaign should the brand be able to see before approval?',
    children: (
      <>
        <Checkbox value="scripts">Talking points and scripts sent to every creator</Checkbox>
        <Checkbox value="drafts">
          Draft videos uploaded by creators for review before publishing
        </Checkbox>
        <Checkbox value="rates">Rates</Checkbox>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', {
        name: 'Which parts of the campaign should the brand be able to see before approval?',
      }),
    ).toBeVisible();
  },
};

const STATES: Array<{ name: string; props: Partial<CheckboxGroupProps> }> = [
  { name: 'Default', props: { defaultValue: ['brands'] } },
  { name: 'Horizontal', props: { orientation: 'horizontal', defaultValue: ['brands'] } },
  { name: 'Required', props: { isRequired: true, description: 'At least one.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Choose at least one app.' } },
  { name: 'Read-only', props: { isReadOnly: true, defaultValue: ['brands'] } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: ['brands'] } },
];

/** Every state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Checkbox, CheckboxGroup } from '@airtime/design-system';

<CheckboxGroup
  label="Apps"
  orientation="horizontal"
  defaultValue={['brands']}
  isInvalid
  errorMessage="Choose at least one app."
>
  <Checkbox value="agencies">Agencies</Checkbox>
  <Checkbox value="brands">Brands</Checkbox>
  <Checkbox value="creators">Creators</Checkbox>
</CheckboxGroup>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xl' })}>
      {STATES.map((state) => (
        <CheckboxGroup key={state.name} {...args} {...state.props} label={state.name} />
      ))}
    </div>
  ),
};
