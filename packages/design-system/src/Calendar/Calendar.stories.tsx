import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { storyFrame } from '../Chart/storyFrame.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { Calendar } from './Calendar.tsx';
import { STORY_ITEMS, STORY_LONG_ITEMS, STORY_TODAY } from './calendarStoryItems.ts';

// Stands in for the app's router: React Aria hands it the items' paths instead of loading a page.
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: {
    label: 'Sponsorship events',
    items: STORY_ITEMS,
    today: STORY_TODAY,
    itemNoun: { one: 'event', other: 'events' },
    onDateChange: fn(),
    onViewChange: fn(),
    onVisibleRangeChange: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['month', 'week'] },
    defaultView: { control: 'inline-radio', options: ['month', 'week'] },
    weekStartsOn: { control: 'inline-radio', options: [0, 1] },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div className={storyFrame({ width: 'lg' })}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  parameters: {
    guidance: {
      whenToUse:
        'Use `Calendar` to lay dated items (sponsorship airings, posts, deadlines) out on a month grid or a week of columns, where users scan what happens when and open an item. The app fetches the items for the days on screen.',
      alternatives: [
        {
          use: 'Table',
          when: 'Users need to sort, filter or act on many items at once: a list by date is denser.',
        },
        {
          use: 'DatePicker or DateRangePicker',
          when: 'The user picks a date for a form; `Calendar` shows items and is not a date input.',
        },
        {
          use: 'Steps',
          when: 'An ordered chain of stages (done, next, late), not dates on a grid.',
        },
      ],
      do: [
        'Fetch the items for the days on screen from `onVisibleRangeChange`, starting with `getCalendarRange(date, view)`, and show `isLoading` meanwhile.',
        'Give each item a `tone` mapped from its status in the app; the title always shows with it, so colour never carries the meaning alone.',
        'Give items an `href` to open their page, or leave it out and pass `onItemAction` to handle the press in place.',
        "Set `itemNoun` ('event', 'events') so each day's name says what it counts ('Tuesday, March 5, 2024, 2 events').",
        "Pass `today` as the app's date when it may differ from the device's, and an `errorMessage` that says what to do when loading failed.",
      ],
      dont: [
        "Don't pass every item the app has; pass those of the visible range, which is all the calendar shows.",
        "Don't raise `maxItemsPerDay` to fit a busy day: '+N more' opens that day's week with all of its items.",
        "Don't use a heading inside the toolbar's place: the period label is not a heading, so the page keeps control of its outline.",
        "Don't pass dates as `Date` objects; `date`, `today` and item dates are `yyyy-MM-dd` strings.",
      ],
      anatomy: [
        {
          part: 'Toolbar',
          description:
            "Today, Previous and Next, the period shown ('3/24' or 'Week of 03/10/24'), a spinner while loading, and the Month/Week switch.",
        },
        { part: 'Error', description: '`errorMessage` above the grid, in words.' },
        {
          part: 'Grid',
          description: 'Day names, then a month of weeks or one week of columns, today marked.',
        },
        {
          part: 'Day',
          description:
            "The day's number and its items, with '+N more' past `maxItemsPerDay` in a month.",
        },
        {
          part: 'Item',
          description:
            'A tinted entry with its title: a link with `href`, a button with `onItemAction`, or text.',
        },
      ],
      accessibility: [
        'The grid is a `role="grid"` named by `label` and the period (\'Sponsorship events, March 2024\') and is one Tab stop: the focused day.',
        "Arrow keys move by a day or a week, Home and End go to the ends of the week, Page Up and Page Down move by a month or week; Tab or Enter reaches the day's items and Escape returns to the day.",
        "Each day is a gridcell named with its date, 'today' when it is, and its count of items; a day without items says so.",
        'The period label is a polite live region, so moving to another month or week is announced; while loading, the grid is `aria-busy`.',
        "The Previous and Next buttons are named for the unit ('Previous month', 'Next week').",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month grid: weeks from Sunday, today marked, items as links tinted by their tone. */
export const Month: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Calendar, type CalendarRange, getCalendarRange } from '@airtime/design-system';
import { useState } from 'react';

function EventsCalendar({ today }: { today: string }) {
  // The days on screen; the app fetches the items for them.
  const [range, setRange] = useState<CalendarRange>(() => getCalendarRange(today, 'month'));
  const { events, isLoading, error } = useEvents(range.start, range.end);
  return (
    <Calendar
      label="Sponsorship events"
      today={today}
      items={events.map((event) => ({
        id: String(event.id),
        date: event.date,
        title: \`\${event.brand_name} × \${event.channel_name}\`,
        tone: toneOfStatus(event.status),
        href: \`/agency/events/\${event.id}\`,
      }))}
      itemNoun={{ one: 'event', other: 'events' }}
      isLoading={isLoading}
      errorMessage={error ? 'Events could not be loaded. Try again in a minute.' : undefined}
      onVisibleRangeChange={setRange}
    />
  );
}`,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('grid', { name: 'Sponsorship events, March 2024' }),
    ).toBeVisible();
    await expect(canvas.getByText('3/24')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const today = canvas.getByRole('gridcell', {
      name: /^Thursday, March 14, 2024, today, 2 events/,
    });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(
      canvas.getByRole('gridcell', { name: /^Friday, March 15, 2024, no events/ }),
    ).toBeVisible();

    await userEvent.click(within(today).getByRole('link', { name: 'Skillshare × Ali Abdaal' }));
    await expect(navigate).toHaveBeenCalledWith('/agency/events/9', undefined);
  },
};

/**
 * One tab stop: the focused day. Arrows move by a day or a week, Home and End to the ends of the
 * week, Page Up and Page Down by a month; Tab or Enter reaches the day's items, Escape returns.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // From the last control before the grid (React Aria's view switch keeps both options tabbable).
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Week' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('gridcell', { name: /^Thursday, March 14, 2024, today/ }),
    ).toHaveFocus();
    // Items of other days stay out of the tab order.
    await expect(canvas.getByRole('link', { name: 'Audible × Veritasium' })).toHaveAttribute(
      'tabindex',
      '-1',
    );

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('gridcell', { name: /^Friday, March 15, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('gridcell', { name: /^Friday, March 22, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('gridcell', { name: /^Saturday, March 23, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('gridcell', { name: /^Sunday, March 17, 2024/ })).toHaveFocus();

    await userEvent.keyboard('{PageDown}');
    await expect(
      canvas.getByRole('grid', { name: 'Sponsorship events, April 2024' }),
    ).toBeVisible();
    await expect(canvas.getByText('4/24')).toBeVisible();
    await expect(
      canvas.getByRole('gridcell', { name: /^Wednesday, April 17, 2024/ }),
    ).toHaveFocus();
    await expect(args.onVisibleRangeChange).toHaveBeenLastCalledWith({
      start: '2024-03-31',
      end: '2024-05-04',
    });
    await userEvent.keyboard('{PageUp}');
    await userEvent.keyboard('{ArrowRight}');
    const busyDay = canvas.getByRole('gridcell', { name: /^Monday, March 18, 2024, 5 events/ });
    await expect(busyDay).toHaveFocus();
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2024-03-18');

    await userEvent.keyboard('{Enter}');
    const first = within(busyDay).getByRole('link', { name: 'Squarespace × Linus Tech Tips' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(busyDay).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/agency/events/11', undefined);
  },
};

/** A busy day shows three items and "+N more", which opens that day's week with all of them. */
export const Overflow: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const busyDay = canvas.getByRole('gridcell', { name: /^Monday, March 18, 2024, 5 events/ });
    await expect(within(busyDay).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(
      within(busyDay).getByRole('button', { name: '+2 more on Monday, March 18' }),
    );

    await expect(args.onViewChange).toHaveBeenCalledWith('week');
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(canvas.getByText('Week of 03/17/24')).toBeVisible();
    const column = canvas.getByRole('gridcell', { name: /^Monday, March 18, 2024, 5 events/ });
    await expect(column).toHaveFocus();
    await expect(within(column).getAllByRole('link')).toHaveLength(5);
  },
};

/** Seven columns; a day without items says so. Previous, next and Today move by weeks. */
export const Week: Story = {
  args: { defaultView: 'week' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Week of 03/10/24')).toBeVisible();
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(7);
    await expect(canvas.getAllByText('Nothing scheduled')).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(canvas.getByText('Week of 03/17/24')).toBeVisible();
    await expect(
      canvas.getByRole('grid', { name: 'Sponsorship events, week of March 17, 2024' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(canvas.getByText('Week of 03/03/24')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(canvas.getByText('Week of 03/10/24')).toBeVisible();
  },
};

/** The week of year-end spans two years; its label is the Sunday it starts on. */
export const YearEnd: Story = {
  args: { defaultView: 'week', defaultDate: '2024-12-31', items: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Week of 12/29/24')).toBeVisible();
    await expect(
      canvas.getByRole('gridcell', { name: /^Saturday, January 4, 2025/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(canvas.getByText('12/24')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('1/25')).toBeVisible();
  },
};

/** Items without an href are buttons calling `onItemAction` with the item. */
export const ItemsAsButtons: Story = {
  args: {
    items: STORY_ITEMS.map(({ href: _href, ...item }) => item),
    onItemAction: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Honey × Mark Rober' }));
    await expect(args.onItemAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: '6', date: '2024-03-08' }),
    );
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** While items load, every day shows a placeholder and the grid is marked busy. */
export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Loading events' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading events' })).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Nothing this month: the days say so to screen readers; a week says it in every column. */
export const Empty: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Calendar } from '@airtime/design-system';

<>
  <Calendar label="Sponsorship events" items={[]} itemNoun={{ one: 'event', other: 'events' }} />
  <Calendar label="Sponsorship events this week" items={[]} defaultView="week" />
</>`,
      },
    },
  },
  args: { items: [] },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <Calendar {...args} />
      <Calendar {...args} label="Sponsorship events this week" defaultView="week" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('gridcell', { name: /^Thursday, March 14, 2024, today, no events/ }),
    ).toHaveLength(2);
    await expect(canvas.getAllByText('Nothing scheduled')).toHaveLength(7);
  },
};

/** The items failed to load: the reason and what to do above the grid, which stays navigable. */
export const ErrorState: Story = {
  args: { items: [], errorMessage: 'Events could not be loaded. Try again in a minute.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Events could not be loaded. Try again in a minute.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('4/24')).toBeVisible();
  },
};

/** Long titles stay on one line in a month cell and wrap to three lines in a week column. */
export const LongTitles: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Calendar } from '@airtime/design-system';

const items = [
  {
    id: '1',
    date: '2024-03-18',
    title: 'Squarespace × Linus Tech Tips: a dedicated 90-second integration in the first third',
    tone: 'info',
    href: '/agency/events/1',
  },
] as const;

<>
  <Calendar label="Sponsorship events" items={items} defaultDate="2024-03-18" />
  <Calendar label="Sponsorship events this week" items={items} defaultDate="2024-03-18" defaultView="week" />
</>`,
      },
    },
  },
  args: { items: STORY_LONG_ITEMS },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <Calendar {...args} />
      <Calendar {...args} label="Sponsorship events this week" defaultView="week" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [monthItem, weekItem] = canvas.getAllByRole('link', { name: /^Squarespace × Linus/ });
    if (!monthItem || !weekItem) throw new Error('Both calendars show the item');
    const lineHeight = Number.parseFloat(getComputedStyle(monthItem).lineHeight);
    await expect(monthItem.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
    await expect(weekItem.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 2);
  },
};

/** Monday weeks, for apps that want them (Airtime's events use Sunday). */
export const MondayWeeks: Story = {
  args: { weekStartsOn: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    await expect(canvas.getAllByRole('gridcell')[0]).toHaveAccessibleName(
      /^Monday, February 26, 2024/,
    );
  },
};

/** Month, week and loading, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Calendar } from '@airtime/design-system';

// view: 'month' (the default) or 'week'
<>
  <Calendar label="Sponsorship events" items={events} />
  <Calendar label="Sponsorship events this week" items={events} defaultView="week" />
  <Calendar label="Loading events" items={[]} defaultView="week" isLoading />
</>`,
      },
    },
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      <Calendar {...args} />
      <Calendar {...args} label="Sponsorship events this week" defaultView="week" />
      <Calendar {...args} label="Loading events" defaultView="week" isLoading />
    </div>
  ),
};
