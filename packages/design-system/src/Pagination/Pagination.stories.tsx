import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(pagination, 'size') },
  },
  render: (args) => <Controlled {...args} />,
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
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Page / })).toHaveLength(1);
  },
};

/** Disabled while the next page loads. */
export const Disabled: Story = {
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
