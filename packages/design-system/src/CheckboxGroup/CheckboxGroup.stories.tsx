import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn } from 'storybook/test';
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
  render: (args) => (
    <div className={storyColumn}>
      <CheckboxGroup {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group is named by its label; its value is the list of checked options. */
export const Default: Story = {
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
  args: { isInvalid: true, errorMessage: 'Creators cannot be combined with Agencies.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Apps' })).toHaveAccessibleDescription(
      'Creators cannot be combined with Agencies.',
    );
  },
};

/** A whole group, or one option, can be disabled. */
export const Disabled: Story = {
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
  args: { isReadOnly: true, defaultValue: ['brands'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Agencies' }));
    await expect(canvas.getByRole('checkbox', { name: 'Agencies' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
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
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xl' })}>
      {STATES.map((state) => (
        <CheckboxGroup key={state.name} {...args} {...state.props} label={state.name} />
      ))}
    </div>
  ),
};
