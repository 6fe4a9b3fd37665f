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
  parameters: {
    guidance: {
      whenToUse:
        'Use `DatePicker` for one calendar date in a form (an air date, a due date): typed segment by segment or picked from a month calendar. Its value is a `CalendarDate` from `@internationalized/date`, so a date is the same day in every time zone.',
      alternatives: [
        {
          use: 'DateRangePicker',
          when: 'The value is a start and an end (flight dates, a reporting period).',
        },
        { use: 'DateText', when: 'The date is only shown, not edited.' },
        {
          use: 'Select',
          when: "The choice is among a few named periods ('This month', 'Last quarter') rather than any date.",
        },
      ],
      do: [
        "Convert API dates with `parseDate('2024-03-05')` and back with `date.toString()`; never go through a JavaScript `Date`.",
        'Set `placeholderValue` to the month the calendar should open on when the field is empty.',
        'Limit the range with `minValue` and `maxValue`, and strike out other days with `isDateUnavailable` (weekends, blackout dates).',
        'Give it a `label`, and a `description` that says any rule the date must follow.',
        "Use `isRequired` with an `errorMessage` in words ('Enter the air date.').",
      ],
      dont: [
        "Don't pass a string or a `Date` as `value`; pass a `CalendarDate` (or `null` when empty).",
        "Don't turn off `shouldForceLeadingZeros`: dates are written 03/05/2024 across the app.",
        "Don't use it for a date and time with a time zone unless the product needs it; a calendar date is the default.",
        "Don't leave out `label`; use `isLabelHidden` where the context names the field.",
      ],
      anatomy: [
        {
          part: 'Label',
          description: 'The `label` above the field, with a required marker when `isRequired`.',
        },
        {
          part: 'Date segments',
          description: 'Month, day and year, each its own editable segment (MM/DD/YYYY).',
        },
        {
          part: 'Calendar button',
          description: 'At the end of the field; opens the calendar popover.',
        },
        {
          part: 'Description and error',
          description: 'Help text and, while invalid, the error in words under the field.',
        },
        {
          part: 'Calendar popover',
          description: 'A month grid with previous and next month buttons.',
        },
      ],
      accessibility: [
        'The field is a group named by its label; each segment is a spin button that takes typed digits, moves on when full, and changes with the Up and Down arrows.',
        "The calendar button (named 'Calendar') opens a dialog with a grid: the arrow keys move by day, Enter picks, Escape closes, and focus returns to the field.",
        'Days outside `minValue`/`maxValue` are `aria-disabled`, unavailable days are struck out, and neither can be picked; a typed date out of range is shown as an error.',
        'The description and the error are linked to the field, and the segments get `aria-invalid` while it is invalid.',
        '`isReadOnly` keeps the date focusable and readable but unchangeable; `isDisabled` takes it out of the tab order.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (group: HTMLElement) => within(group).getAllByRole('spinbutton');

/** Typed from the keyboard: each segment moves on to the next once full. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';

function AirDateField() {
  const [airDate, setAirDate] = useState<CalendarDate | null>(null);
  return <DatePicker label="Air date" value={airDate} onChange={setAirDate} />;
}`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DatePicker
  label="Air date"
  defaultValue={parseDate('2024-03-05')}
  onChange={(date) => save({ air_date: date?.toString() })}
/>`,
      },
    },
  },
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
  parameters: {
    screenshot: { target: 'page' },
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

// The calendar button opens the month of the value (or of \`placeholderValue\`).
<DatePicker
  label="Air date"
  defaultValue={parseDate('2024-03-05')}
/>`,
      },
    },
  },
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
  parameters: {
    screenshot: { target: 'page' },
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { isWeekend, parseDate } from '@internationalized/date';

<DatePicker
  label="Post date"
  description="A weekday in March, from the 4th."
  defaultValue={parseDate('2024-03-12')}
  minValue={parseDate('2024-03-04')}
  maxValue={parseDate('2024-03-29')}
  isDateUnavailable={(date) => isWeekend(date, 'en-US')}
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Button, DatePicker, Inline, Stack } from '@airtime/design-system';

<Stack as="form" onSubmit={save}>
  <DatePicker
    label="Air date"
    isRequired
    errorMessage="Enter the air date."
  />
  <Inline>
    <Button type="submit" variant="primary">
      Save airing
    </Button>
  </Inline>
</Stack>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DatePicker
  label="Air date"
  defaultValue={parseDate('2024-02-28')}
  isInvalid
  errorMessage="The campaign starts on March 1."
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DatePicker
  label="Air date"
  defaultValue={parseDate('2024-03-05')}
  isDisabled
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DatePicker
  label="Air date"
  defaultValue={parseDate('2024-03-05')}
  isReadOnly
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

<DatePicker
  label="Date the creator agreed to publish the sponsored segment on every channel"
  description="In the creator’s own time zone; the brand sees it in theirs."
  defaultValue={parseDate('2024-03-05')}
/>`,
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { DatePicker } from '@airtime/design-system';
import { parseDate } from '@internationalized/date';

// size: 'sm' (28 px), 'md' (32 px, the default) or 'lg' (40 px).
<DatePicker
  label="Air date"
  size="sm"
  isRequired
  description="When it goes live."
  defaultValue={parseDate('2024-03-05')}
/>`,
      },
    },
  },
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
