import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { inline } from '../Inline/Inline.css.ts';
import { Inline } from '../Inline/Inline.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Select } from '../Select/Select.tsx';
import { SelectItem } from '../Select/SelectItem.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { storyNarrow, storyWide } from '../utils/layoutStory.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { Toolbar } from './Toolbar.tsx';

const STATUSES = [
  { id: 'all', name: 'All statuses' },
  { id: 'approved', name: 'Approved' },
  { id: 'declined', name: 'Declined' },
];

function Heading({ children }: { readonly children: string }) {
  return <h2 className={text({ size: 'lg', weight: 'semibold' })}>{children}</h2>;
}

function StatusAndSearch() {
  return (
    <>
      <Select label="Status" size="sm" items={STATUSES} defaultValue="all">
        {(status) => <SelectItem>{status.name}</SelectItem>}
      </Select>
      <SearchField label="Search creators" size="sm" />
    </>
  );
}

const exportReport = fn();

const meta = {
  title: 'Layout/Toolbar',
  component: Toolbar,
  tags: ['autodocs'],
  args: {
    start: <Heading>Creator decisions</Heading>,
    end: <StatusAndSearch />,
  },
  argTypes: {
    space: { control: 'select', options: variantOptions(inline, 'space') },
    alignY: { control: 'inline-radio', options: variantOptions(inline, 'alignY') },
    start: { control: false },
    end: { control: false },
  },
  render: (args) => (
    <div className={storyWide}>
      <Toolbar {...args} />
    </div>
  ),
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A title at the start, its filters at the end, the fields' boxes level with the title's last
 * line. Not an ARIA toolbar: Tab visits each field, and arrow keys move the caret in the search.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    const status = canvas.getByRole('button', { name: /Status/ });
    const search = canvas.getByRole('searchbox', { name: 'Search creators' });
    const heading = canvas.getByRole('heading', { name: 'Creator decisions' });
    await expect(status.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().right + 100,
    );
    await userEvent.tab();
    await expect(status).toHaveFocus();
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('acme{ArrowLeft}{ArrowLeft}x');
    await expect(search).toHaveValue('acxme');
    await userEvent.tab({ shift: true });
    await expect(status).toHaveFocus();
  },
};

/**
 * A list's filters at the start and a button at the end, in a search landmark: the Toolbar takes
 * the role and label it is given.
 */
export const Filters: Story = {
  args: {
    role: 'search',
    'aria-label': 'Filters',
    start: <StatusAndSearch />,
    end: (
      <Button size="sm" variant="ghost">
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('search', { name: 'Filters' });
    await expect(within(filters).getByRole('searchbox', { name: 'Search creators' })).toBeVisible();
    const clear = within(filters).getByRole('button', { name: 'Clear filters' });
    await expect(clear.getBoundingClientRect().right).toBe(filters.getBoundingClientRect().right);
  },
};

/** Only an end slot: it still sits at the end of the row. */
export const EndOnly: Story = {
  args: {
    role: 'group',
    'aria-label': 'Report actions',
    start: undefined,
    end: (
      <Button size="sm" onPress={exportReport}>
        <Download aria-hidden="true" />
        Export
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    exportReport.mockClear();
    const actions = canvas.getByRole('group', { name: 'Report actions' });
    const button = within(actions).getByRole('button', { name: 'Export' });
    await expect(button.getBoundingClientRect().right).toBe(actions.getBoundingClientRect().right);
    await userEvent.click(button);
    await expect(exportReport).toHaveBeenCalledOnce();
  },
};

/** On a phone the end slot wraps under the title, from the start of the line. */
export const Narrow: Story = {
  render: (args) => (
    <div className={storyNarrow}>
      <Toolbar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Creator decisions' });
    const status = canvas.getByRole('button', { name: /Status/ });
    await expect(status.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(status.getBoundingClientRect().left).toBe(heading.getBoundingClientRect().left);
  },
};

/** Each vertical alignment of a title and a labelled field, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      {variantOptions(inline, 'alignY').map((alignY) => (
        <div key={alignY} className={storyWide}>
          <Toolbar
            alignY={alignY}
            start={<Heading>{`alignY ${alignY}`}</Heading>}
            end={
              <Inline alignY="bottom">
                <TextField label={`Month, ${alignY}`} size="sm" />
                <Button size="sm">Apply</Button>
              </Inline>
            }
          />
        </div>
      ))}
    </div>
  ),
};
