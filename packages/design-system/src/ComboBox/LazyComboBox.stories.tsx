import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { ComboBox } from './ComboBox.tsx';
import { ComboBoxStandIn } from './ComboBoxStandIn.tsx';
import { LazyComboBox } from './LazyComboBox.tsx';
import { BRANDS, type Brand } from './storyData.tsx';

const meta = {
  title: 'Components/LazyComboBox',
  component: LazyComboBox<Brand>,
  tags: ['autodocs'],
  args: {
    label: 'Add a brand',
    placeholder: 'Brand name',
    items: BRANDS,
    shouldClearOnSelect: true,
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: { items: { control: false } },
  // The list is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: { screenshot: { target: 'page' } },
  render: (args) => (
    <div className={storyColumn}>
      <LazyComboBox {...args} />
    </div>
  ),
} satisfies Meta<typeof LazyComboBox<Brand>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first story, so React Aria's ComboBox is not loaded yet: text typed into the plain field
 * stays, with the caret and focus, once the combobox takes over, and its list opens with the
 * matches; arrows and Enter choose, and the field empties for the next one.
 */
export const TypedBeforeItLoads: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const standIn = canvas.getByRole('combobox', { name: 'Add a brand' });
    await expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(standIn);
    await userEvent.keyboard('co');
    const list = await screen.findByRole('listbox');
    const field = canvas.getByRole('combobox', { name: 'Add a brand' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('b');
    await expect(field).toHaveValue('cob');
    await expect(field).toHaveProperty('selectionStart', 3);
    await expect(args.onInputChange).toHaveBeenLastCalledWith('cob');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Cobalt Games']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(
      BRANDS.find((brand) => brand.name === 'Cobalt Games')?.id,
    );
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** With a chosen value and no text given, the field shows the chosen item's text. */
export const ChosenValue: Story = {
  args: { shouldClearOnSelect: false, defaultValue: BRANDS[2]?.id ?? null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Add a brand' })).toHaveValue(
      BRANDS[2]?.name,
    );
  },
};

/**
 * The stand-in beside React Aria's ComboBox, hidden label and shown: the same size, border,
 * background and text, so nothing moves or changes when one replaces the other.
 */
export const StandInLooksLikeComboBox: Story = {
  parameters: { screenshot: { target: 'frame' } },
  render: () => (
    <div className={storyColumn}>
      {[true, false].map((isLabelHidden) => (
        <div key={String(isLabelHidden)} data-testid={`pair-${isLabelHidden}`}>
          <ComboBoxStandIn
            label="Brand"
            isLabelHidden={isLabelHidden}
            text="Acme"
            onTextChange={() => {}}
            size="sm"
            onIntent={() => {}}
            onButtonPress={() => {}}
          />
          <ComboBox
            label="Brand"
            isLabelHidden={isLabelHidden}
            size="sm"
            items={BRANDS}
            defaultInputValue="Acme"
          />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const hidden of [true, false]) {
      const [standIn, comboBox] = canvas
        .getByTestId(`pair-${hidden}`)
        .querySelectorAll<HTMLElement>(':scope > div');
      if (standIn === undefined || comboBox === undefined) throw new Error('Both should render.');
      const [a, b] = [standIn, comboBox].map((root) => root.getBoundingClientRect());
      await expect([a?.width, a?.height]).toEqual([b?.width, b?.height]);
      const [inputA, inputB] = [standIn, comboBox].map((root) =>
        getComputedStyle(root.querySelector('input') as HTMLElement),
      );
      const [boxA, boxB] = [standIn, comboBox].map((root) =>
        getComputedStyle(root.querySelector('input')?.parentElement as HTMLElement),
      );
      for (const property of ['height', 'border', 'background-color'] as const) {
        await expect(boxA?.getPropertyValue(property)).toBe(boxB?.getPropertyValue(property));
      }
      for (const property of ['font', 'color', 'width'] as const) {
        await expect(inputA?.getPropertyValue(property)).toBe(inputB?.getPropertyValue(property));
      }
    }
  },
};
