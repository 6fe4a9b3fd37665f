import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { Radio } from './Radio.tsx';
import { radio } from './RadioGroup.css.ts';
import { RadioGroup } from './RadioGroup.tsx';

const RATES = (
  <>
    <Radio value="flat">Flat</Radio>
    <Radio value="cpm">CPM</Radio>
    <Radio value="cpa">CPA</Radio>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Rate type', children: RATES, onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
  render: (args) => (
    <div className={storyColumn}>
      <RadioGroup {...args} />
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group at the selected option; arrow keys move the selection; Tab leaves. */
export const Default: Story = {
  args: { defaultValue: 'cpm' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Rate type' })).toBeVisible();
    const cpm = canvas.getByRole('radio', { name: 'CPM' });
    await userEvent.tab();
    await expect(cpm).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const cpa = canvas.getByRole('radio', { name: 'CPA' });
    await expect(cpa).toBeChecked();
    await expect(cpa).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('cpa');
    await userEvent.click(canvas.getByText('Flat'));
    await expect(canvas.getByRole('radio', { name: 'Flat' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('flat');
  },
};

/** Options can explain themselves in a line under their label. */
export const WithDescriptions: Story = {
  args: {
    children: (
      <>
        <Radio value="flat" description="One fee per airing, whatever it earns.">
          Flat
        </Radio>
        <Radio value="cpm" description="Paid per thousand views after seven days.">
          CPM
        </Radio>
        <Radio value="cpa" description="Paid per tracked purchase or sign-up.">
          CPA
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'CPA' })).toHaveAccessibleDescription(
      'Paid per tracked purchase or sign-up.',
    );
  },
};

/** In a row, Left and Right arrows move the selection. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'flat' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'CPM' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Rate type' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

/** Submitting without a choice shows the error under the group. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Choose how the creator is paid.' },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <RadioGroup {...args} />
      <div>
        <Button type="submit" variant="primary">
          Add offer
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add offer' }));
    await expect(canvas.getByText('Choose how the creator is paid.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Flat' }));
    await expect(canvas.queryByText('Choose how the creator is paid.')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'cpa',
    errorMessage: 'This brand has no tracking set up.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Rate type' })).toHaveAccessibleDescription(
      'This brand has no tracking set up.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'flat' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const name of ['Flat', 'CPM', 'CPA']) {
      await expect(canvas.getByRole('radio', { name })).toBeDisabled();
      await expect(canvas.getByRole('radio', { name })).not.toHaveFocus();
    }
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'flat' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Flat' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'When should the creator be paid for airings that were rejected and then re-uploaded?',
    children: (
      <>
        <Radio value="original">
          On the date of the original upload, as agreed in the first contract
        </Radio>
        <Radio value="reupload">On the date of the approved re-upload</Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

const STATES = [
  { name: 'Default', props: { defaultValue: 'cpm' } },
  { name: 'Horizontal', props: { orientation: 'horizontal', defaultValue: 'cpm' } },
  { name: 'Required', props: { isRequired: true, description: 'How the creator is paid.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Choose one.' } },
  { name: 'Read-only', props: { isReadOnly: true, defaultValue: 'cpm' } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: 'cpm' } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {variantOptions(radio, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xl' })}>
          {STATES.map((state) => (
            <RadioGroup key={state.name} {...args} {...state.props} label={`${state.name} ${size}`}>
              <Radio value="flat" size={size}>
                Flat
              </Radio>
              <Radio value="cpm" size={size}>
                CPM
              </Radio>
              <Radio value="cpa" size={size}>
                CPA
              </Radio>
            </RadioGroup>
          ))}
        </div>
      ))}
    </div>
  ),
};
