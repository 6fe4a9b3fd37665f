import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { fieldBox } from '../Field/Field.css.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

const MARCH = { start: parseDate('2024-03-04'), end: parseDate('2024-03-15') };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  tags: ['autodocs'],
  // A fixed month, so the calendar and its screenshots do not move with today's date.
  args: { label: 'Flight dates', placeholderValue: parseDate('2024-03-01'), onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(fieldBox, 'size') },
  },
  render: (args) => (
    <div className={storyColumn}>
      <DateRangePicker {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "Use `DateRangePicker` for a start and an end date in one field (a campaign's flight dates, a report's period): both typed segment by segment or picked in one month calendar. Its value is `{ start, end }` of `CalendarDate`s.",
      alternatives: [
        { use: 'DatePicker', when: 'A single date.' },
        {
          use: 'Two DatePickers',
          when: 'The start and end are edited at different times or have separate rules and errors.',
        },
        {
          use: 'Select',
          when: "The user picks among a few named periods ('Last 30 days', 'This quarter').",
        },
      ],
      do: [
        "Build values with `parseDate` from `@internationalized/date` (`{ start: parseDate('2024-03-04'), end: parseDate('2024-03-15') }`) and send them back with `toString()`.",
        'Set `placeholderValue` to the month the calendar should open on when the field is empty.',
        "Give it an `errorMessage` that says what is wrong in words ('The flight must end after it starts.'): an end before the start is invalid.",
        'Use `minValue`, `maxValue` and `isDateUnavailable` to limit the days that may be picked.',
      ],
      dont: [
        "Don't pass strings or `Date`s as the range; pass `CalendarDate`s.",
        "Don't split a range over two fields unless the ends really are edited apart; one field keeps them consistent.",
        "Don't leave out `label`: it names the whole range for screen readers.",
      ],
      anatomy: [
        { part: 'Label', description: 'The `label` above the field.' },
        { part: 'Start segments', description: "The start date's month, day and year." },
        { part: 'Dash', description: 'A visual separator, hidden from screen readers.' },
        { part: 'End segments', description: "The end date's month, day and year." },
        {
          part: 'Calendar button',
          description:
            'Opens one month calendar: the first click starts the range, the second ends it.',
        },
        {
          part: 'Description and error',
          description: 'Help text and, while invalid, the error in words.',
        },
      ],
      accessibility: [
        'The field is a group named by its label; typing fills the start and goes straight on into the end.',
        'Each segment is a spin button: digits fill it, Up and Down change it.',
        'In the calendar the arrow keys move by day and Enter picks the start, then the end; Escape closes it and focus returns to the field.',
        'Days in the range are marked selected in the grid; the error is linked to the field as its description.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (group: HTMLElement) => within(group).getAllByRole('spinbutton');

/** Typed from the keyboard: the start, then straight on into the end. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { type DateRange, DateRangePicker } from '@airtime/design-system';
import { useState } from 'react';

function FlightDatesField() {
  const [flight, setFlight] = useState<DateRange | null>(null);
  return <DateRangePicker label="Flight dates" value={flight} onChange={setFlight} />;
}`,
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const flight = canvas.getByRole('group', { name: 'Flight dates' });
    await userEvent.tab();
    await expect(segments(flight)[0]).toHaveFocus();
    await userEvent.keyboard('03042024');
    await expect(segments(flight)[3]).toHaveFocus();
    await userEvent.keyboard('03152024');
    await expect(flight).toHaveTextContent('03/04/2024–03/15/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(MARCH);
  },
};

/** In the calendar the first click starts the range and the second ends it, then it closes. */
export const PickFromCalendar: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { DateRangePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DateRangePicker
  label="Flight dates"
  placeholderValue={parseDate('2024-03-01')}
  onChange={(range) => save({ start_date: range?.start.toString(), end_date: range?.end.toString() })}
/>`,
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const flight = canvas.getByRole('group', { name: 'Flight dates' });
    await userEvent.click(within(flight).getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /March 4, 2024/ }));
    await userEvent.click(within(grid).getByRole('button', { name: /March 15, 2024/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(flight).toHaveTextContent('03/04/2024–03/15/2024');
    await expect(args.onChange).toHaveBeenLastCalledWith(MARCH);
  },
};

/** The calendar open on a range: ends solid, days between soft. */
export const Open: Story = {
  parameters: {
    screenshot: { target: 'page' },
    docs: {
      source: {
        code: `import { DateRangePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DateRangePicker
  label="Flight dates"
  defaultValue={{ start: parseDate('2024-03-04'), end: parseDate('2024-03-15') }}
/>`,
      },
    },
  },
  args: { defaultValue: MARCH },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = await screen.findByRole('grid');
    // Days of March only: the grid also holds hidden days of the months around it.
    const day = (number: string) =>
      within(grid).getByText(number, { ignore: '[data-outside-month]' }).closest('td');
    for (const number of ['4', '10', '15']) {
      await expect(day(number)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(day('16')).not.toHaveAttribute('aria-selected');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await screen.findByRole('grid');
  },
};

/**
 * An end before the start is an error, said in words under the field (at once here, with
 * `validationBehavior="aria"`; in a form, when it is submitted).
 */
export const EndBeforeStart: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { DateRangePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DateRangePicker
  label="Flight dates"
  validationBehavior="aria"
  defaultValue={{ start: parseDate('2024-03-15'), end: parseDate('2024-03-04') }}
  errorMessage="The flight must end after it starts."
/>`,
      },
    },
  },
  args: {
    validationBehavior: 'aria',
    defaultValue: { start: parseDate('2024-03-15'), end: parseDate('2024-03-04') },
    errorMessage: 'The flight must end after it starts.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The flight must end after it starts.')).toBeVisible();
  },
};

export const Required: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Button, DateRangePicker, Inline, Stack } from '@airtime/design-system';

<Stack as="form" onSubmit={save}>
  <DateRangePicker
    label="Flight dates"
    isRequired
    errorMessage="Enter the flight dates."
  />
  <Inline>
    <Button type="submit" variant="primary">
      Save campaign
    </Button>
  </Inline>
</Stack>`,
      },
    },
  },
  args: { isRequired: true, errorMessage: 'Enter the flight dates.' },
  render: (args) => (
    <Form className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      <DateRangePicker {...args} />
      <div>
        <Button type="submit" variant="primary">
          Save campaign
        </Button>
      </div>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save campaign' }));
    await expect(canvas.getByText('Enter the flight dates.')).toBeVisible();
  },
};

export const Disabled: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { DateRangePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DateRangePicker
  label="Flight dates"
  defaultValue={{ start: parseDate('2024-03-04'), end: parseDate('2024-03-15') }}
  isDisabled
/>`,
      },
    },
  },
  args: { isDisabled: true, defaultValue: MARCH },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    for (const segment of segments(canvas.getByRole('group', { name: 'Flight dates' }))) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const ReadOnly: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { DateRangePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DateRangePicker
  label="Flight dates"
  defaultValue={{ start: parseDate('2024-03-04'), end: parseDate('2024-03-15') }}
  isReadOnly
/>`,
      },
    },
  },
  args: { isReadOnly: true, defaultValue: MARCH },
  play: async ({ canvas, userEvent, args }) => {
    const flight = canvas.getByRole('group', { name: 'Flight dates' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(flight).toHaveTextContent('03/04/2024–03/15/2024');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { DateRangePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DateRangePicker
  label="Dates the sponsored segments may air on any of the creator’s channels"
  description="Airings outside these dates are not paid."
  defaultValue={{ start: parseDate('2024-03-04'), end: parseDate('2024-03-15') }}
/>`,
      },
    },
  },
  args: {
    label: 'Dates the sponsored segments may air on any of the creator’s channels',
    defaultValue: MARCH,
    description: 'Airings outside these dates are not paid.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', {
        name: 'Dates the sponsored segments may air on any of the creator’s channels',
      }),
    ).toHaveTextContent('03/04/2024–03/15/2024');
  },
};

const STATES = [
  { name: 'Empty', props: {} },
  { name: 'Filled', props: { defaultValue: MARCH } },
  { name: 'Required', props: { isRequired: true, description: 'Start and end.' } },
  { name: 'Invalid', props: { defaultValue: MARCH, isInvalid: true, errorMessage: 'Overlaps.' } },
  { name: 'Read-only', props: { isReadOnly: true, defaultValue: MARCH } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: MARCH } },
] as const;

/** Every size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { DateRangePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

// size: 'sm' (28 px), 'md' (32 px, the default) or 'lg' (40 px).
<DateRangePicker
  label="Flight dates"
  size="sm"
  isRequired
  description="Start and end."
  defaultValue={{ start: parseDate('2024-03-04'), end: parseDate('2024-03-15') }}
/>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {variantOptions(fieldBox, 'size').map((size) => (
        <div key={size} className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
          {STATES.map((state) => (
            <DateRangePicker
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
