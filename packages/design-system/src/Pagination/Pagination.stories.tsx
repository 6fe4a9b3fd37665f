import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { pagination } from './Pagination.css.ts';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Pagination is controlled: this keeps the page in state, as the app keeps it in the URL. */
function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** What "Show code" displays: the page kept by the app, with the story's own props. */
function paginationCode(props: string) {
  return `import { Pagination } from '@airtime/design-system';
import { useState } from 'react';

function Invoices() {
  // Often the URL's \`page\` query state instead.
  const [page, setPage] = useState(1);
  return <Pagination page={page}${props} onPageChange={setPage} />;
}`;
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(pagination, 'size') },
  },
  render: (args) => <Controlled {...args} />,
  parameters: {
    guidance: {
      whenToUse:
        'Use `Pagination` under a list that the server returns a page at a time, when users need to jump to a given page or come back to it from a link. It is controlled: the app keeps `page` (often in the URL) and moves it in `onPageChange`.',
      alternatives: [
        {
          use: 'LoadMore',
          when: 'Users read on from where they are (a feed, a long list); there is no need to jump to page 12.',
        },
        {
          use: 'Table',
          when: 'All the rows are loaded: the table virtualizes them, so no pages are needed.',
        },
      ],
      do: [
        "Keep `page` in the URL's query state, so a link or Back returns to the same page.",
        "Pass `pageCount` from the server's total; one page (or none) shows a lone page 1.",
        'Set `isDisabled` while the next page loads, so presses do not pile up.',
        'Give it a `label` naming the list ("Invoices pages") when a page has more than one pagination.',
        'Scroll the list back to its top after a page change, so the new rows are in view.',
      ],
      dont: [
        "Don't paginate a list that is already loaded in full; let the `Table` scroll.",
        "Don't expect it to change pages by itself; without an `onPageChange` that moves `page`, nothing changes.",
        "Don't raise `siblings` far above 1 on phones; the row of buttons must fit.",
      ],
      anatomy: [
        { part: 'Previous page', description: 'An arrow button, disabled on the first page.' },
        {
          part: 'Pages',
          description:
            'The first, the last, and `siblings` pages each side of the current one, which is marked.',
        },
        { part: 'Gaps', description: 'An ellipsis where pages are left out.' },
        { part: 'Next page', description: 'An arrow button, disabled on the last page.' },
      ],
      accessibility: [
        'A `navigation` landmark named by `label` ("Pagination"), holding a list of buttons.',
        'Each page button is named "Page 5"; the current one has `aria-current="page"`, and pressing it does nothing.',
        'The arrows are named "Previous page" and "Next page"; the gaps are hidden from screen readers.',
        'When reaching the first or last page disables the arrow that was just pressed, focus moves to the current page instead of being lost.',
      ],
    } satisfies Guidance,
    // The stories keep the page in a story wrapper: the same, as an app keeps it.
    docs: { source: { code: paginationCode(' pageCount={10}') } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing a page marks it current; "Previous page" is disabled on the first page. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** From the keyboard: Tab to "Next page", Enter moves on; Enter on the current page does nothing. */
export const Keyboard: Story = {
  parameters: { docs: { source: { code: paginationCode(' pageCount={20}') } } },
  args: { page: 5, pageCount: 20 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Focus stays on "Previous page", which is still enabled.
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();

    const page4 = canvas.getByRole('button', { name: 'Page 4' });
    page4.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledOnce();
  },
};

/**
 * Reaching the last page disables "Next page" under the keyboard's focus: focus moves to the
 * current page rather than being lost.
 */
export const FocusAtTheEnd: Story = {
  parameters: { docs: { source: { code: paginationCode(' pageCount={10}') } } },
  args: { page: 9, pageCount: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveFocus();
  },
};

/** Gaps stand for the pages left out; they are hidden from screen readers (7 of 9 items). */
export const ManyPages: Story = {
  parameters: { docs: { source: { code: paginationCode(' pageCount={1200}') } } },
  args: { page: 50, pageCount: 1200 },
  play: async ({ canvas }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page / });
    await expect(pages.map((button) => button.textContent)).toEqual([
      '1',
      '49',
      '50',
      '51',
      '1200',
    ]);
    // Five pages and the two arrows; the two gaps are not announced.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
};

/** A single page: both arrows disabled. */
export const SinglePage: Story = {
  parameters: { docs: { source: { code: paginationCode(' pageCount={1}') } } },
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Page / })).toHaveLength(1);
  },
};

/** Disabled while the next page loads. */
export const Disabled: Story = {
  parameters: {
    docs: { source: { code: paginationCode(' pageCount={10} isDisabled={isLoading}') } },
  },
  args: { page: 3, isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const page4 = canvas.getByRole('button', { name: 'Page 4' });
    await expect(page4).toBeDisabled();
    await userEvent.click(page4);
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** Both sizes, at the start, the middle and the end, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    docs: { source: { code: paginationCode(' pageCount={12} size="sm"') } },
    controls: { disable: true },
    // Each theme renders the same story, so every navigation landmark appears twice.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(pagination, 'size').map((size) =>
        [1, 6, 12].map((page) => (
          <Pagination
            key={`${size}-${page}`}
            label={`Pagination, ${size} page ${page}`}
            page={page}
            pageCount={12}
            size={size}
            onPageChange={() => {}}
          />
        )),
      )}
      <Pagination
        label="Pagination, disabled"
        page={2}
        pageCount={5}
        isDisabled
        onPageChange={() => {}}
      />
    </div>
  ),
};
