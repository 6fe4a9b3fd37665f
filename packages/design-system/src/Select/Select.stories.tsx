import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { Select } from './Select.tsx';
import { SelectItem } from './SelectItem.tsx';
import { renderStatusWithIcon, STATUSES, type Status } from './storyData.tsx';

/** What "Show code" displays: a status Select with the story's own attributes. */
function statusSelectCode(attributes: string) {
  return `import { Select, SelectItem } from '@airtime/design-system';

const statuses = [
  { id: 'planning', name: 'Planning' },
  { id: 'active', name: 'Active' },
  { id: 'paused', name: 'Paused' },
  { id: 'ended', name: 'Ended' },
];

<Select label="Status" items={statuses}${attributes} onChange={setStatus}>
  {(status) => <SelectItem>{status.name}</SelectItem>}
</Select>`;
}

const meta = {
  title: 'Components/Select',
  component: Select<Status>,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    items: STATUSES,
    children: (status: Status) => <SelectItem>{status.name}</SelectItem>,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
    children: { control: false },
    items: { control: false },
  },
  render: (args) => (
    <div className={storyColumn}>
      <Select {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "Use `Select` for one choice from a list that opens from a button: a status, a period, an owner. It is React Aria's Select: type-ahead, arrow keys, Enter to choose, Escape to close, and focus back on the button.",
      alternatives: [
        {
          use: 'ComboBox',
          when: 'The list is long enough that users will want to type to filter it.',
        },
        { use: 'RadioGroup', when: 'There are only a few options and they should all be visible.' },
        {
          use: 'LazySelect',
          when: "The select shows on every page (a header's picker) and should not load React Aria until it is used.",
        },
        { use: 'MenuTrigger with Menu', when: 'The items are actions to run, not a value to set.' },
      ],
      do: [
        'Pass `items` (each with an `id`) and render each with a `SelectItem` in `children`; read the choice from `onChange`, which gets the `id`.',
        'Give every select a `label`; hide it with `isLabelHidden` only where the context already names it.',
        'Add an `icon` and a `description` to `SelectItem` when options need a picture or a line of explanation; the closed select shows only the icon and label.',
        'Set `isLoading` while options load, and `emptyText` to say why a list is empty.',
        'Disable single options with `disabledKeys`, so the user sees them but cannot pick them.',
      ],
      dont: [
        "Don't use a select for actions; a `Menu` runs actions, a select holds a value.",
        "Don't give a `SelectItem` rich children without a `textValue`; type-ahead needs plain text.",
        "Don't make users scroll through dozens of options; use `ComboBox`.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'Above the trigger, with a required marker when `isRequired`.',
        },
        {
          part: 'Trigger',
          description:
            'A button showing the chosen option (or the placeholder), with a chevron, or a spinner while `isLoading`.',
        },
        {
          part: 'Description or error',
          description: 'Help text under the trigger, replaced by the `errorMessage` while invalid.',
        },
        {
          part: 'List',
          description:
            'A popover listbox of `SelectItem`s, each with an optional icon and description and a check on the chosen one.',
        },
      ],
      accessibility: [
        'The trigger is a button named by the label and the chosen value; Enter, Space or the arrow keys open the list.',
        'The list is a `listbox` named by the label: arrow keys move, typing jumps to matching options, Enter chooses, Escape closes without a change.',
        'Focus returns to the trigger when the list closes.',
        'While loading, the trigger holds a progress bar named by `loadingText`, and the list says it too.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Select<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to open, click an option: the trigger shows it and keeps focus. */
export const Default: Story = {
  parameters: { docs: { source: { code: statusSelectCode('') } } },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Select an item');
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox', { name: 'Status' });
    await waitFor(() => expect(list).toBeVisible());
    await userEvent.click(screen.getByRole('option', { name: 'Paused' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Paused');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('paused');
  },
};

/**
 * From the keyboard: Enter opens on the chosen option, arrows move, Enter picks; Escape closes
 * without a change. Focus comes back to the trigger either way.
 */
export const Keyboard: Story = {
  parameters: { docs: { source: { code: statusSelectCode(' defaultValue="active"') } } },
  args: { defaultValue: 'active' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Active' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Paused');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('paused');

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Paused');
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Options with an icon and a second line; the trigger shows only the icon and label. */
export const Open: Story = {
  parameters: {
    screenshot: { target: 'page' },
    docs: {
      source: {
        code: `import { Select, SelectItem } from '@airtime/design-system';
import { CircleDashed, CirclePause, CirclePlay, CircleStop } from 'lucide-react';

const statuses = [
  { id: 'planning', name: 'Planning', description: 'Creators are being chosen.', icon: <CircleDashed /> },
  { id: 'active', name: 'Active', description: 'Airings are going out.', icon: <CirclePlay /> },
  { id: 'paused', name: 'Paused', description: 'No new airings until resumed.', icon: <CirclePause /> },
  { id: 'ended', name: 'Ended', description: 'Every airing is done.', icon: <CircleStop /> },
];

<Select label="Status" items={statuses} defaultValue="active" onChange={setStatus}>
  {(status) => (
    <SelectItem icon={status.icon} description={status.description}>
      {status.name}
    </SelectItem>
  )}
</Select>`,
      },
    },
  },
  args: {
    defaultValue: 'active',
    children: renderStatusWithIcon,
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Active');
    await expect(within(trigger).getByText('Airings are going out.')).not.toBeVisible();
    await userEvent.click(trigger);
    const active = await screen.findByRole('option', { name: 'Active Airings are going out.' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getAllByRole('option')).toHaveLength(4);
  },
};

/** While the options load, the trigger shows a spinner and the list says so. */
export const Loading: Story = {
  parameters: {
    screenshot: { target: 'page' },
    docs: { source: { code: statusSelectCode(' isLoading={isLoadingStatuses}') } },
  },
  args: { items: [], isLoading: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading options' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const message = await screen.findByText('Loading options…');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** With nothing to choose, the list opens and says so rather than staying shut. */
export const Empty: Story = {
  parameters: {
    screenshot: { target: 'page' },
    docs: { source: { code: statusSelectCode(' emptyText="No options"') } },
  },
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const message = await screen.findByText('No options');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus();
  },
};

/** Submitting without a choice shows the error under the field. */
export const Required: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, Select, SelectItem, Stack } from '@airtime/design-system';

const statuses = [
  { id: 'planning', name: 'Planning' },
  { id: 'active', name: 'Active' },
  { id: 'paused', name: 'Paused' },
  { id: 'ended', name: 'Ended' },
];

<Stack as="form" onSubmit={save}>
  <Select label="Status" items={statuses} isRequired errorMessage="Choose a status.">
    {(status) => <SelectItem>{status.name}</SelectItem>}
  </Select>
  <Stack align="start">
    <Button type="submit" variant="primary">
      Save
    </Button>
  </Stack>
</Stack>`,
      },
    },
  },
  args: { isRequired: true, errorMessage: 'Choose a status.' },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <Select {...args} />
      <div>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Choose a status.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(canvas.queryByText('Choose a status.')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  parameters: {
    docs: {
      source: {
        code: statusSelectCode(
          ' defaultValue="ended" isInvalid errorMessage="An ended campaign cannot take new offers."',
        ),
      },
    },
  },
  args: {
    defaultValue: 'ended',
    isInvalid: true,
    errorMessage: 'An ended campaign cannot take new offers.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An ended campaign cannot take new offers.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Ended');
  },
};

export const Disabled: Story = {
  parameters: { docs: { source: { code: statusSelectCode(' defaultValue="active" isDisabled') } } },
  args: { isDisabled: true, defaultValue: 'active' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Options can be disabled one by one; arrow keys skip them. */
export const DisabledOption: Story = {
  parameters: {
    docs: {
      source: { code: statusSelectCode(' defaultValue="active" disabledKeys={[\'paused\']}') },
    },
  },
  args: { disabledKeys: ['paused'], defaultValue: 'active' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await expect(await screen.findByRole('option', { name: 'Paused' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Ended' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** A long choice is cut with an ellipsis in the trigger; the list shows it whole width. */
export const LongText: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Select, SelectItem } from '@airtime/design-system';

const insertionOrders = [
  { id: 'io-1', name: 'IO-2024-0113 · Acme Consumer Products · Spring launch, YouTube mid-rolls' },
  { id: 'io-2', name: 'IO-2024-0114 · Acme Consumer Products · Summer podcast reads' },
];

<Select label="Insertion order" items={insertionOrders} defaultValue="io-1">
  {(order) => <SelectItem>{order.name}</SelectItem>}
</Select>`,
      },
    },
  },
  args: {
    label: 'Insertion order',
    items: [
      {
        id: 'io-1',
        name: 'IO-2024-0113 · Acme Consumer Products · Spring launch, YouTube mid-rolls',
      },
      { id: 'io-2', name: 'IO-2024-0114 · Acme Consumer Products · Summer podcast reads' },
    ],
    defaultValue: 'io-1',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Insertion order/ });
    const value = within(trigger).getByText(/IO-2024-0113/);
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
    await expect(trigger.getBoundingClientRect().height).toBe(32);
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Chosen', props: { defaultValue: 'active' } },
  { name: 'Loading', props: { isLoading: true } },
  { name: 'Required', props: { isRequired: true, description: 'Shown to the brand.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Choose a status.' } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: 'active' } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: { source: { code: statusSelectCode(' size="sm" defaultValue="active"') } },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(fieldBox, 'size').map((size) => (
        <div key={size} className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
          {STATES.map((state) => (
            <Select
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
