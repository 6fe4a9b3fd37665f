import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker<CalendarDate>,
  tags: ['autodocs'],
  // A fixed month, so the calendar and its screenshots do not move with today's date.
  args: { label: 'Air date', placeholderValue: parseDate('2024-03-01'), onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
  },
  render: (args) => (
    <div className={storyColumn}>
      <DatePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (group: HTMLElement) => within(group).getAllByRole('spinbutton');

/** Typed from the keyboard: each segment moves on to the next once full. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const airDate = canvas.getByRole('group', { name: 'Air date' });
    await userEvent.tab();
    await expect(segments(airDate)[0]).toHaveFocus();
    await userEvent.keyboard('03052024');
    await expect(airDate).toHaveTextContent('03/05/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-05'));
  },
};

/**
 * Picked from the calendar: the button opens it on the chosen month, a click picks the day and
 * closes it. From the keyboard: arrows move by day, Enter picks, Escape closes; focus comes back
 * to the field.
 */
export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2024-03-05') },
  play: async ({ canvas, userEvent, args }) => {
    const airDate = canvas.getByRole('group', { name: 'Air date' });
    const calendarButton = within(airDate).getByRole('button', { name: /Calendar/ });
    await userEvent.click(calendarButton);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: /March 12, 2024/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(airDate).toHaveTextContent('03/12/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-12'));

    calendarButton.focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getByRole('button', { name: /March 12, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(airDate).toHaveTextContent('03/20/2024');

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(calendarButton).toHaveFocus();
    await expect(airDate).toHaveTextContent('03/20/2024');
  },
};

/** The calendar open on the chosen date: the visual baseline of the month grid. */
export const Open: Story = {
  parameters: { screenshot: { target: 'page' } },
  args: { defaultValue: parseDate('2024-03-05') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    const fifth = within(grid).getByRole('button', { name: /March 5, 2024/ });
    await expect(fifth.closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(fifth).toHaveFocus();
    await expect(screen.getByRole('button', { name: 'Next month' })).toBeVisible();
  },
};

/**
 * Dates outside `minValue`/`maxValue` cannot be picked; `isDateUnavailable` strikes out others
 * (here weekends). A typed date out of range is shown as an error.
 */
export const Limits: Story = {
  parameters: { screenshot: { target: 'page' } },
  args: {
    label: 'Post date',
    defaultValue: parseDate('2024-03-12'),
    minValue: parseDate('2024-03-04'),
    maxValue: parseDate('2024-03-29'),
    isDateUnavailable: (date) => [0, 6].includes(new Date(date.toString()).getUTCDay()),
    description: 'A weekday in March, from the 4th.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getByRole('button', { name: /March 1, 2024/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A weekend day: struck out, and a click on it picks nothing.
    await userEvent.click(within(grid).getByRole('button', { name: /March 16, 2024/ }));
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Submitting an empty required date shows the error under the field. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Enter the air date.' },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <DatePicker {...args} />
      <div>
        <Button type="submit" variant="primary">
          Save airing
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save airing' }));
    await expect(canvas.getByText('Enter the air date.')).toBeVisible();
    const airDate = canvas.getByRole('group', { name: 'Air date' });
    await expect(segments(airDate)[0]).toHaveFocus();
    await userEvent.keyboard('03052024');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText('Enter the air date.')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2024-02-28'),
    isInvalid: true,
    errorMessage: 'The campaign starts on March 1.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The campaign starts on March 1.')).toBeVisible();
    for (const segment of segments(canvas.getByRole('group', { name: 'Air date' }))) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2024-03-05') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await userEvent.tab();
    for (const segment of segments(canvas.getByRole('group', { name: 'Air date' }))) {
      await expect(segment).not.toHaveFocus();
    }
  },
};

/** Read-only: the date can be read and focused, not changed. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: parseDate('2024-03-05') },
  play: async ({ canvas, userEvent, args }) => {
    const airDate = canvas.getByRole('group', { name: 'Air date' });
    await userEvent.tab();
    await expect(segments(airDate)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}1');
    await expect(airDate).toHaveTextContent('03/05/2024');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Date the creator agreed to publish the sponsored segment on every channel',
    defaultValue: parseDate('2024-03-05'),
    description: 'In the creator’s own time zone; the brand sees it in theirs.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', {
        name: 'Date the creator agreed to publish the sponsored segment on every channel',
      }),
    ).toHaveTextContent('03/05/2024');
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Filled', props: { defaultValue: parseDate('2024-03-05') } },
  { name: 'Required', props: { isRequired: true, description: 'When it goes live.' } },
  {
    name: 'Invalid',
    props: { defaultValue: parseDate('2024-02-28'), isInvalid: true, errorMessage: 'Too early.' },
  },
  { name: 'Read-only', props: { isReadOnly: true, defaultValue: parseDate('2024-03-05') } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: parseDate('2024-03-05') } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(fieldBox, 'size').map((size) => (
        <div key={size} className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
          {STATES.map((state) => (
            <DatePicker
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
