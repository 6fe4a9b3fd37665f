import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { LazyComboBox } from './LazyComboBox.tsx';
import { BRANDS, type Brand } from './storyData.tsx';

// A file of its own: each story file starts with React Aria's ComboBox not loaded yet, and this
// one checks a press on the stand-in's chevron (LazyComboBox.stories.tsx checks typing).
const meta = {
  title: 'Components/LazyComboBox, first press',
  component: LazyComboBox<Brand>,
  args: {
    label: 'Add a brand',
    placeholder: 'Brand name',
    items: BRANDS,
    shouldClearOnSelect: true,
    onChange: fn(),
  },
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
 * The chevron, pressed before the combobox's code is there, opens its list once loaded with every
 * result (as React Aria's button does) and focus in the field; a click on an option chooses it.
 */
export const ChevronBeforeItLoads: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    await expect(canvas.getByRole('combobox', { name: 'Add a brand' })).toHaveFocus();
    await userEvent.click(within(list).getByRole('option', { name: 'Acme Corp' }));
    await expect(args.onChange).toHaveBeenCalledWith(BRANDS[0]?.id);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
