import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        "Use `RadioGroup` with `Radio` options for one choice among a few options (two to about six) that should all be visible at once: a rate type, a billing period. It is React Aria's RadioGroup.",
      alternatives: [
        {
          use: 'Select',
          when: 'There are many options, or space is short: a closed list saves room.',
        },
        { use: 'Switch', when: 'The choice is on or off and applies at once.' },
        { use: 'CheckboxGroup', when: 'Several options may be chosen together.' },
        {
          use: 'Tabs',
          when: 'The choice switches between views of content rather than setting a value.',
        },
      ],
      do: [
        'Give the group a `label` that asks the question ("Rate type") and each `Radio` a `value` and a short label.',
        'Set a `defaultValue` when one option is the sensible default, so the user starts from it.',
        'Add a `description` to a `Radio` when its label needs a line of explanation.',
        'Use `orientation="horizontal"` only for two or three short options; the default column reads more easily.',
        'Use `isRequired` with an `errorMessage` ("Choose how the creator is paid.") when there is no default.',
      ],
      dont: [
        "Don't use a radio group for a single yes/no choice; use `Switch` or `Checkbox`.",
        "Don't put actions on a radio option; choosing one should only set the value.",
        "Don't rely on the order of options for meaning; each label should stand on its own.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'The question, above the options, with a required marker when `isRequired`.',
        },
        {
          part: 'Options',
          description: 'Each `Radio`: a circle, its label, and an optional description under it.',
        },
        {
          part: 'Description or error',
          description: 'Help text under the group, replaced by the `errorMessage` while invalid.',
        },
      ],
      accessibility: [
        'Exposes a `radiogroup` named by its label, with a `radio` for each option.',
        'Tab enters the group at the selected option (or the first), the arrow keys move the selection, and Tab leaves the group.',
        "The group's description and error are linked to it, so screen readers read them with its name.",
        "Clicking an option's label selects it; disabled options are skipped by the arrow keys.",
      ],
    } satisfies Guidance,
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Button, Radio, RadioGroup, Stack } from '@airtime/design-system';

<Stack as="form" onSubmit={addOffer}>
  <RadioGroup label="Rate type" isRequired errorMessage="Choose how the creator is paid.">
    <Radio value="flat">Flat</Radio>
    <Radio value="cpm">CPM</Radio>
    <Radio value="cpa">CPA</Radio>
  </RadioGroup>
  <Stack align="start">
    <Button type="submit" variant="primary">
      Add offer
    </Button>
  </Stack>
</Stack>`,
      },
    },
  },
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
