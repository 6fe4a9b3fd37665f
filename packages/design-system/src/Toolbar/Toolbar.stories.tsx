import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        "Use `Toolbar` for a row with a `start` and an `end` slot that sit at opposite ends and wrap under each other when the row gets narrow: a title with its filters, a list's filters with a button.",
      alternatives: [
        {
          use: 'Section',
          when: 'The row heads a region of the page: `actions` gives you the same row with a named region around it.',
        },
        {
          use: 'Inline',
          when: 'The items simply sit side by side from one end, without a start and an end.',
        },
      ],
      do: [
        'Put the title or the filters in `start` and the controls that act on the whole view in `end`.',
        'Keep the default `alignY="bottom"`, so fields with labels above them line up with a title\'s last line and with buttons.',
        'Give a row of filters `role="search"` and an `aria-label` ("Filters"), making it a landmark.',
        'Leave `start` out when there are only actions: the `end` slot still sits at the end of the row.',
      ],
      dont: [
        "Don't use it for a row of icon buttons that should be one Tab stop with arrow keys between them; it is a layout, not an ARIA toolbar.",
        'Don\'t add `role="toolbar"` to it: the text and search fields in it need the arrow keys for their caret.',
        "Don't pad the slots with spacers to push the end slot over; the layout already does it.",
      ],
      anatomy: [
        {
          part: 'Start',
          description: 'Optional leading slot, a heading or filters, `space` apart.',
        },
        {
          part: 'End',
          description:
            'Optional closing slot at the end of the row; on a narrow screen it wraps under the start, from the start of the line.',
        },
      ],
      accessibility: [
        'No role of its own: each field and button keeps its own Tab stop, in source order, and its own arrow keys.',
        'Passes `role`, `aria-label` and other attributes to its root `<div>`, so a row of filters can be a `search` landmark or a named `group`.',
        'The fields inside need their own labels (`label` on `TextField`, `SearchField`, `Select`); the toolbar names none of them.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A title at the start, its filters at the end, the fields' boxes level with the title's last
 * line. Not an ARIA toolbar: Tab visits each field, and arrow keys move the caret in the search.
 */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { SearchField, Select, SelectItem, Toolbar } from '@airtime/design-system';

const statuses = [
  { id: 'all', name: 'All statuses' },
  { id: 'approved', name: 'Approved' },
  { id: 'declined', name: 'Declined' },
];

<Toolbar
  start={<h2>Creator decisions</h2>}
  end={
    <>
      <Select label="Status" size="sm" items={statuses} defaultValue="all">
        {(status) => <SelectItem>{status.name}</SelectItem>}
      </Select>
      <SearchField label="Search creators" size="sm" />
    </>
  }
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Button, SearchField, Select, SelectItem, Toolbar } from '@airtime/design-system';

<Toolbar
  role="search"
  aria-label="Filters"
  start={
    <>
      <Select label="Status" size="sm" items={statuses} defaultValue="all">
        {(status) => <SelectItem>{status.name}</SelectItem>}
      </Select>
      <SearchField label="Search creators" size="sm" />
    </>
  }
  end={
    <Button size="sm" variant="ghost">
      Clear filters
    </Button>
  }
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Button, Toolbar } from '@airtime/design-system';
import { Download } from 'lucide-react';

<Toolbar
  role="group"
  aria-label="Report actions"
  end={
    <Button size="sm" onPress={exportReport}>
      <Download aria-hidden="true" />
      Export
    </Button>
  }
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { SearchField, Select, SelectItem, Toolbar } from '@airtime/design-system';

const statuses = [
  { id: 'all', name: 'All statuses' },
  { id: 'approved', name: 'Approved' },
  { id: 'declined', name: 'Declined' },
];

<Toolbar
  start={<h2>Creator decisions</h2>}
  end={
    <>
      <Select label="Status" size="sm" items={statuses} defaultValue="all">
        {(status) => <SelectItem>{status.name}</SelectItem>}
      </Select>
      <SearchField label="Search creators" size="sm" />
    </>
  }
/>`,
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Button, Inline, TextField, Toolbar } from '@airtime/design-system';

// alignY: 'top' | 'center' | 'bottom' (the default) | 'baseline'
<Toolbar
  alignY="bottom"
  start={<h2>Creator decisions</h2>}
  end={
    <Inline alignY="bottom">
      <TextField label="Month" size="sm" />
      <Button size="sm">Apply</Button>
    </Inline>
  }
/>`,
      },
    },
  },
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
