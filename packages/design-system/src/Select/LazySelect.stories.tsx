import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { LazySelect } from './LazySelect.tsx';
import { lazySelectArgs, renderLazySelect } from './lazySelectStory.tsx';
import { Select } from './Select.tsx';
import { SelectItem } from './SelectItem.tsx';
import { SelectStandIn } from './SelectStandIn.tsx';
import { STATUSES, type Status } from './storyData.tsx';

const meta = {
  title: 'Components/LazySelect',
  component: LazySelect<Status>,
  tags: ['autodocs'],
  args: lazySelectArgs(),
  argTypes: { items: { control: false }, optionText: { control: false } },
  // The list is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        "Use `LazySelect` for a `Select` that shows on every page, such as a picker in the header: a plain button with the same look and name stands in until the first hover, focus or press loads React Aria's Select, so pages that never use it do not pay for it.",
      alternatives: [
        {
          use: 'Select',
          when: 'Anywhere else: forms, filters and pages that load React Aria anyway.',
        },
      ],
      do: [
        "Pass `items` (each with an `id`) and `optionText`, which gives an option's text for the list and the closed select.",
        'Control it with `value` and `onChange`, or start it with `defaultValue`, as with `Select`.',
        'Keep the `label`, `size` and `placeholder` you would give a `Select`; the stand-in uses them too, so nothing moves when it is replaced.',
      ],
      dont: [
        "Don't pass `children`, `description` or `errorMessage`; it renders plain options from `optionText` and has no help text.",
        "Don't use it inside forms that already load React Aria; a plain `Select` is simpler there.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'Above the trigger, or visually hidden with `isLabelHidden`.',
        },
        {
          part: 'Trigger',
          description:
            "A button showing the chosen option's text with a chevron: the stand-in first, React Aria's Select once loaded.",
        },
        {
          part: 'List',
          description: 'The options in a popover listbox, once the Select has loaded.',
        },
      ],
      accessibility: [
        'The stand-in is a button with the same name as the Select and `aria-haspopup="listbox"`, so screen readers hear the same control before and after it loads.',
        'A press or Enter made before the Select loads is not lost: the list opens once it loads, with focus on the chosen option.',
        'Once loaded it behaves as `Select`: arrow keys, type-ahead, Enter to choose, Escape to close, focus back on the trigger.',
      ],
    } satisfies Guidance,
    // `optionText` is a function, which the generated snippet cannot show.
    docs: {
      source: {
        code: `import { LazySelect } from '@airtime/design-system';

const statuses = [
  { id: 'planning', name: 'Planning' },
  { id: 'active', name: 'Active' },
  { id: 'paused', name: 'Paused' },
  { id: 'ended', name: 'Ended' },
];

<LazySelect
  label="Status"
  items={statuses}
  optionText={(status) => status.name}
  defaultValue="active"
  onChange={setStatus}
/>`,
      },
    },
  },
  render: renderLazySelect,
} satisfies Meta<typeof LazySelect<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first story, so React Aria's Select is not loaded yet: the plain button shows the chosen
 * option; the first Enter opens the list once it loads, on the chosen option; a choice closes it
 * and focus stays on the trigger.
 */
export const FirstEnter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Active');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Active' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledWith('paused');
    const loaded = canvas.getByRole('button', { name: /Status/ });
    await expect(loaded).toHaveTextContent('Paused');
    await expect(loaded).toHaveFocus();
  },
};

/** A click opens it; a click on an option chooses it. */
export const Click: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ended' }));
    await expect(args.onChange).toHaveBeenCalledWith('ended');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await screen.findByRole('listbox');
  },
};

/**
 * The stand-in beside React Aria's Select, hidden label and shown: the same size, border,
 * background and text, so nothing moves or changes when one replaces the other.
 */
export const StandInLooksLikeSelect: Story = {
  parameters: {
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { LazySelect, Select, SelectItem } from '@airtime/design-system';

// Before it loads, a LazySelect shows a stand-in of the same size and look as this Select.
<LazySelect label="Status" size="sm" items={statuses} optionText={(status) => status.name} defaultValue="active" />
<Select label="Status" size="sm" items={statuses} defaultValue="active">
  {(status) => <SelectItem>{status.name}</SelectItem>}
</Select>`,
      },
    },
  },
  render: () => (
    <div className={storyColumn}>
      {[true, false].map((isLabelHidden) => (
        <div key={String(isLabelHidden)} data-testid={`pair-${isLabelHidden}`}>
          <SelectStandIn
            label="Status"
            isLabelHidden={isLabelHidden}
            valueText="Active"
            size="sm"
            onHover={() => {}}
            onIntent={() => {}}
            onPress={() => {}}
          />
          <Select
            label="Status"
            isLabelHidden={isLabelHidden}
            size="sm"
            items={STATUSES}
            defaultValue="active"
          >
            {(status) => <SelectItem>{status.name}</SelectItem>}
          </Select>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const hidden of [true, false]) {
      const [standIn, select] = canvas
        .getByTestId(`pair-${hidden}`)
        .querySelectorAll<HTMLElement>(':scope > div');
      if (standIn === undefined || select === undefined) throw new Error('Both should render.');
      const [a, b] = [standIn, select].map((root) => root.getBoundingClientRect());
      await expect([a?.width, a?.height]).toEqual([b?.width, b?.height]);
      const [buttonA, buttonB] = [standIn, select].map((root) =>
        getComputedStyle(root.querySelector('button') as HTMLElement),
      );
      for (const property of ['height', 'border', 'background-color', 'font', 'color'] as const) {
        await expect(buttonA?.getPropertyValue(property)).toBe(buttonB?.getPropertyValue(property));
      }
    }
  },
};
