import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { DateText, type DateTextFormat } from './DateText.tsx';

const FORMATS: DateTextFormat[] = ['date', 'numeric', 'month', 'weekOf'];

const meta = {
  title: 'Formatting/DateText',
  component: DateText,
  tags: ['autodocs'],
  args: { value: '2024-03-05' },
  argTypes: { format: { control: 'inline-radio', options: FORMATS } },
  parameters: {
    guidance: {
      whenToUse:
        "Use `DateText` wherever a date is shown in the UI: it formats it in one of the product's formats (`date` Mar 05, 2024; `numeric` 03/05/2024; `month` 3/24; `weekOf` Week of 03/04/24) inside a `<time>` element, in tabular digits.",
      alternatives: [
        {
          use: 'formatDate and the other formatters',
          when: 'You need the text itself, outside React or inside another string (a tooltip, an export): `@airtime/design-system/format` has the same formats.',
        },
        { use: 'DatePicker', when: 'The user picks or edits the date.' },
        { use: 'Calendar', when: 'Dated items are laid out on a month or week grid.' },
      ],
      do: [
        "Pass the API's value as it comes: a `yyyy-MM-dd` string is a calendar date and shows the same day in every time zone.",
        "Know that a timestamp (`2024-03-01T02:00:00Z`) is an instant and shows on the viewer's local calendar.",
        'Pass the week\'s first day with `format="weekOf"`: it labels the date it is given and does not snap to the start of the week.',
        'Let it show the em dash for a missing value (`null`, `undefined`, an empty or unreadable string) rather than writing your own placeholder.',
      ],
      dont: [
        "Don't format dates by hand or with date-fns' `format` in a page; use `DateText` or the formatters so every page agrees.",
        "Don't pass a `Date` built from a `yyyy-MM-dd` string with `new Date()`; pass the string, which is read as a calendar day.",
        "Don't use it for times of day; it shows dates only.",
      ],
      anatomy: [
        {
          part: 'Date',
          description:
            'A `<time>` holding the formatted date, in tabular digits so columns of dates line up.',
        },
        { part: 'Empty value', description: 'An em dash in a `<span>` when there is no date.' },
      ],
      accessibility: [
        'The `<time>` carries a machine-readable `dateTime` (`2024-03-05`), while screen readers read the visible text.',
        'It is plain text: not focusable and with no interaction.',
        'The numeric formats read as digits and slashes; prefer `date` where the date is the main content and space allows.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A calendar date stays on its day in every time zone, with a machine-readable `<time>`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const date = canvas.getByText('Mar 05, 2024');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2024-03-05');
  },
};

/** The creator menu's 'Last aired' format. */
export const Numeric: Story = {
  args: { format: 'numeric' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('03/05/2024')).toBeVisible();
  },
};

export const WeekOf: Story = {
  args: { value: '2024-03-04', format: 'weekOf' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week of 03/04/24')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};

/** Every format, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { DateText } from '@airtime/design-system';

<dl>
  <dt>date</dt>
  <dd><DateText value="2024-03-04" /></dd>
  <dt>numeric</dt>
  <dd><DateText value="2024-03-04" format="numeric" /></dd>
  <dt>month</dt>
  <dd><DateText value="2024-03-04" format="month" /></dd>
  <dt>weekOf</dt>
  <dd><DateText value="2024-03-04" format="weekOf" /></dd>
</dl>`,
      },
    },
  },
  render: () => (
    <dl className={sprinkles({ display: 'grid', gap: 'xs' })}>
      {FORMATS.map((format) => (
        <div key={format} className={sprinkles({ display: 'flex', gap: 'md' })}>
          <dt>{format}</dt>
          <dd>
            <DateText value="2024-03-04" format={format} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
