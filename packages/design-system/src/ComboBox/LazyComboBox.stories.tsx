import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        "Use `LazyComboBox` instead of `ComboBox` for a field a page shows at once but few people use, such as a side pane's 'Add a follower': a plain field of the same look and name stands in until the first hover, focus or press loads React Aria's ComboBox, which then takes over the typed text, the caret and focus.",
      alternatives: [
        { use: 'ComboBox', when: "Everywhere else: a page's own form fields load with the page." },
        {
          use: 'LazySelect',
          when: 'A picker among a short list, loaded on first use in the same way.',
        },
      ],
      do: [
        'Pass the same props as to a `ComboBox`, with `optionText` and `optionDescription` in place of `ComboBoxItem` children.',
        'Hold the text yourself (`inputValue`, `onInputChange`) when it drives a server search, with `filter={false}`.',
        "Use `shouldClearOnSelect` for pickers that add each choice elsewhere, as 'Add a follower' does.",
      ],
      dont: [
        "Don't use it for fields most visitors of the page use; the stand-in only saves code that would load anyway.",
        "Don't pass `ComboBoxItem` children; describe the options with `optionText` and `optionDescription`.",
        "Don't use it where the field needs help text or an error under it: it takes no `description` or `errorMessage`, so use `ComboBox` there.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'The `label` above the field (or hidden with `isLabelHidden`).',
        },
        {
          part: 'Field',
          description: "The stand-in input, then the combobox's, with the chevron button.",
        },
        {
          part: 'List',
          description:
            'Once loaded, the `ComboBox` list, each option from `optionText` and `optionDescription`.',
        },
      ],
      accessibility: [
        'The stand-in has the same role and name as the combobox, so screen readers and tests find one field throughout.',
        'Text typed before the code arrives stays, with the caret; the list then opens with the matches.',
        "A press on the stand-in's chevron opens the list with every result once loaded, with focus in the field.",
        'Once loaded, the keyboard works as for `ComboBox`: arrows move, Enter chooses, Escape closes.',
      ],
    } satisfies Guidance,
    screenshot: { target: 'page' },
  },
} satisfies Meta<typeof LazyComboBox<Brand>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's width, as a decorator rather than a render so "Show code" shows only the LazyComboBox. */
const inColumn: Decorator = (Story) => (
  <div className={storyColumn}>
    <Story />
  </div>
);

/**
 * The first story, so React Aria's ComboBox is not loaded yet: text typed into the plain field
 * stays, with the caret and focus, once the combobox takes over, and its list opens with the
 * matches; arrows and Enter choose, and the field empties for the next one.
 */
export const TypedBeforeItLoads: Story = {
  decorators: [inColumn],
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
  decorators: [inColumn],
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
  parameters: {
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { ComboBox, LazyComboBox } from '@airtime/design-system';

// The stand-in a LazyComboBox shows until first use matches the ComboBox it becomes.
<>
  <LazyComboBox label="Brand" size="sm" items={brands} defaultInputValue="Acme" />
  <ComboBox label="Brand" size="sm" items={brands} defaultInputValue="Acme" />
</>`,
      },
    },
  },
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
            onHover={() => {}}
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
