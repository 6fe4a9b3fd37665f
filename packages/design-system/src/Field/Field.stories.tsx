import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components/TextField';
import { expect } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { Description } from './Description.tsx';
import { field, fieldBox } from './Field.css.ts';
import { FieldError } from './FieldError.tsx';
import { Label } from './Label.tsx';
import { storyColumn } from './storyLayout.css.ts';

/**
 * The parts every field is made of, for a field the design system does not have: a React Aria
 * field with `Label` above, the control, then `Description` and `FieldError` under it. React Aria
 * links them (label, description, error) to the control by itself.
 */
const meta = {
  title: 'Components/Field',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Promo code' },
  render: (args) => (
    <div className={storyColumn}>
      <TextField className={field} defaultValue="SPRING24">
        <Label {...args} />
        <Input className={fieldBox({ size: 'md' })} />
        <Description>Read out by the creator, in capitals.</Description>
        <FieldError />
      </TextField>
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and description are linked to the control: its name and its description. */
export const Parts: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Promo code' });
    await expect(code).toHaveAccessibleDescription('Read out by the creator, in capitals.');
  },
};

/** `isRequired` on the Label shows the marker; the control carries the real requirement. */
export const RequiredMarker: Story = {
  args: { isRequired: true },
  render: (args) => (
    <div className={storyColumn}>
      <TextField className={field} isRequired>
        <Label {...args} />
        <Input className={fieldBox({ size: 'md' })} />
      </TextField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * FieldError shows only while the field is invalid; without children it shows the validation
 * messages themselves (here from `validate`).
 */
export const Invalid: Story = {
  render: (args) => (
    <div className={`${sprinkles({ display: 'grid', gap: 'lg' })} ${storyColumn}`}>
      <TextField
        className={field}
        defaultValue="spring24"
        validationBehavior="aria"
        validate={(value) => (value === value.toUpperCase() ? null : 'Use capitals only.')}
      >
        <Label {...args} />
        <Input className={fieldBox({ size: 'md' })} />
        <FieldError />
      </TextField>
      <TextField className={field} defaultValue="SPRING24">
        <Label>Valid code</Label>
        <Input className={fieldBox({ size: 'md' })} />
        <FieldError>Never shown: the field is valid.</FieldError>
      </TextField>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: 'Promo code' });
    await expect(code).toHaveAccessibleDescription('Use capitals only.');
    await expect(canvas.queryByText('Never shown: the field is valid.')).not.toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'SPRING24');
    await expect(canvas.queryByText('Use capitals only.')).not.toBeInTheDocument();
  },
};

/** A hidden label still names the control. */
export const HiddenLabel: Story = {
  args: { isHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  },
};
