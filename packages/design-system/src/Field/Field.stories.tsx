import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components/TextField';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        'Use `Label`, `Description` and `FieldError` to build a field the design system does not have, around a React Aria field: the label above the control, then help text and the error in words under it. React Aria links them to the control by itself.',
      alternatives: [
        {
          use: 'TextField, NumberField, TextArea, SearchField, Select, ComboBox, DatePicker',
          when: 'One of these fits: they already lay out their label, description and error.',
        },
        { use: 'Checkbox, CheckboxGroup, RadioGroup, Switch', when: 'The field is a choice.' },
      ],
      do: [
        'Place them inside a React Aria field component (such as `TextField` or `Slider`), which gives them their slots and links.',
        'Put `Label` first, the control next, then `Description`, then `FieldError`.',
        'Pass `isRequired` to the `Label` for the marker and to the field for the requirement itself.',
        'Leave `FieldError` empty to show the validation messages themselves (from `validate` or the browser), or give it the words to show.',
        'Use `isHidden` on the `Label` only when the context names the field already (a search box with an icon).',
      ],
      dont: [
        "Don't use them outside a React Aria field: nothing would link the label or error to the control.",
        "Don't rely on the `*` marker alone: it is hidden from screen readers, and the field's `isRequired` is what they hear.",
        "Don't show an error in a `Description`; `FieldError` shows only while the field is invalid and is announced with it.",
        "Don't use a placeholder instead of a `Label`.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: "The field's name above the control, with `*` when `isRequired`.",
        },
        {
          part: 'Control',
          description: 'The React Aria input, select or other control you supply.',
        },
        {
          part: 'Description',
          description: 'Optional help text under the control, in the subtle colour.',
        },
        {
          part: 'FieldError',
          description: 'The error in words with an icon, shown only while the field is invalid.',
        },
      ],
      accessibility: [
        "React Aria makes the `Label` the control's accessible name, and the `Description` and visible `FieldError` its accessible description.",
        "The required marker is `aria-hidden`; the control's own required state is what screen readers announce.",
        '`isHidden` keeps the label as the accessible name while hiding it from sight.',
        '`FieldError` renders nothing while the field is valid, so no stale error is read.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and description are linked to the control: its name and its description. */
export const Parts: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Description, FieldError, Label } from '@airtime/design-system';
import { Input, TextField } from 'react-aria-components';

// Our own fields (TextField, Select, ...) already do this; build one like it only for a control
// the design system lacks, and style the control yourself.
<TextField defaultValue="SPRING24">
  <Label>Promo code</Label>
  <Input />
  <Description>Read out by the creator, in capitals.</Description>
  <FieldError />
</TextField>`,
      },
    },
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Promo code' });
    await expect(code).toHaveAccessibleDescription('Read out by the creator, in capitals.');
  },
};

/** `isRequired` on the Label shows the marker; the control carries the real requirement. */
export const RequiredMarker: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Label } from '@airtime/design-system';
import { Input, TextField } from 'react-aria-components';

<TextField isRequired>
  <Label isRequired>Promo code</Label>
  <Input />
</TextField>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { FieldError, Label } from '@airtime/design-system';
import { Input, TextField } from 'react-aria-components';

<TextField
  defaultValue="spring24"
  validationBehavior="aria"
  validate={(value) => (value === value.toUpperCase() ? null : 'Use capitals only.')}
>
  <Label>Promo code</Label>
  <Input />
  {/* Empty: shows the message returned by \`validate\`. */}
  <FieldError />
</TextField>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Description, FieldError, Label } from '@airtime/design-system';
import { Input, TextField } from 'react-aria-components';

<TextField defaultValue="SPRING24">
  <Label isHidden>Promo code</Label>
  <Input />
  <Description>Read out by the creator, in capitals.</Description>
  <FieldError />
</TextField>`,
      },
    },
  },
  args: { isHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  },
};
