import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { LazySelect } from './LazySelect.tsx';
import { Select } from './Select.tsx';
import { SelectItem } from './SelectItem.tsx';
import { SelectStandIn } from './SelectStandIn.tsx';
import { STATUSES, type Status } from './storyData.tsx';

const meta = {
  title: 'Components/LazySelect',
  component: LazySelect<Status>,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    items: STATUSES,
    optionText: (status: Status) => status.name,
    defaultValue: 'active',
    onChange: fn(),
  },
  argTypes: { items: { control: false }, optionText: { control: false } },
  // The list is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: { screenshot: { target: 'page' } },
  render: (args) => (
    <div className={storyColumn}>
      <LazySelect {...args} />
    </div>
  ),
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
  parameters: { screenshot: { target: 'frame' } },
  render: () => (
    <div className={storyColumn}>
      {[true, false].map((isLabelHidden) => (
        <div key={String(isLabelHidden)} data-testid={`pair-${isLabelHidden}`}>
          <SelectStandIn
            label="Status"
            isLabelHidden={isLabelHidden}
            valueText="Active"
            size="sm"
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
