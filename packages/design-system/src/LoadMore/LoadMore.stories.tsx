import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { loadMore } from './LoadMore.css.ts';
import { LoadMore, type LoadMoreProps } from './LoadMore.tsx';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  args: { onLoadMore: fn() },
  argTypes: {
    width: { control: 'inline-radio', options: variantOptions(loadMore, 'width') },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `LoadMore` at the end of a list that grows a page at a time: a feed of airings, a side list, search results. It is a "Load more" button that can also load by itself when scrolled into view (`autoLoad`), and says when everything is loaded.',
      alternatives: [
        { use: 'Pagination', when: 'Users need to jump to a given page, or link to one.' },
        { use: 'Table', when: 'All the rows are loaded at once: it virtualizes them.' },
        { use: 'Button', when: 'The action is not about loading more of a list.' },
      ],
      do: [
        'Call your next-page fetch in `onLoadMore`, set `isLoading` while it runs and `hasMore={false}` once the server has nothing left.',
        'Say what the end means in `endLabel` ("No more airings").',
        'Use `autoLoad` for feeds read from top to bottom; the button stays for keyboard users and browsers without IntersectionObserver.',
        'Use `width="fill"` as the last row of a list or table.',
      ],
      dont: [
        "Don't leave `isLoading` false while a page loads; with `autoLoad` it would load the same page again.",
        "Don't use `autoLoad` where content follows the list (a footer, another section); the page would keep growing before the user reaches it.",
        "Don't hide the button with `autoLoad`; it is the way in for keyboard and screen reader users.",
      ],
      anatomy: [
        {
          part: 'Button',
          description:
            'A secondary `Button` with `label` ("Load more"); it shows a spinner while `isLoading`.',
        },
        {
          part: 'End line',
          description:
            'The `endLabel` in place of the button once `hasMore` is false; nothing without it.',
        },
      ],
      accessibility: [
        'A real button named by `label`; Enter or Space loads the next page.',
        'While loading it keeps focus and ignores presses, and its spinner, named by `pendingLabel` ("Loading more"), joins its name.',
        'Newly loaded rows appear after the rows already read, so focus stays on the button and Tab continues from there.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const more = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(more);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** Loading: the spinner replaces the label, the button keeps focus and ignores presses. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, userEvent, args }) => {
    const more = canvas.getByRole('button', { name: /Load more/ });
    await expect(canvas.getByRole('progressbar', { name: 'Loading more' })).toBeVisible();
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Everything loaded: the button gives way to a line saying so. */
export const End: Story = {
  args: { hasMore: false, endLabel: 'No more airings' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('No more airings')).toBeVisible();
  },
};

/** The last row of a list, full width. */
export const Fill: Story = {
  args: { width: 'fill', style: { width: 480 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Load more' }).getBoundingClientRect().width,
    ).toBe(480);
  },
};

const PAGE = 12;

function Feed(props: Pick<LoadMoreProps, 'onLoadMore' | 'autoLoad'>) {
  const [count, setCount] = useState(PAGE);
  const [loading, setLoading] = useState(false);
  const more = () => {
    props.onLoadMore();
    setLoading(true);
    setTimeout(() => {
      setCount((current) => current + PAGE);
      setLoading(false);
    }, 150);
  };
  return (
    <section
      // A scrolling panel, 240 px tall, as a side list would be.
      style={{ height: 240, overflowY: 'auto', width: 320 }}
      className={sprinkles({ paddingX: 'sm' })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Airings"
    >
      <ul className={sprinkles({ display: 'grid', gap: 'sm', paddingY: 'sm' })}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the index.
          <li key={index}>Airing {index + 1}</li>
        ))}
      </ul>
      <LoadMore
        onLoadMore={more}
        isLoading={loading}
        hasMore={count < PAGE * 3}
        autoLoad={props.autoLoad}
        rootMargin="0px"
        endLabel="No more airings"
      />
    </section>
  );
}

/**
 * Auto-load: nothing loads until the list is scrolled to its end; then each page loads by
 * itself until there is no more.
 */
export const AutoLoad: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { LoadMore, Stack } from '@airtime/design-system';

function AiringsFeed() {
  const { airings, loadNextPage, isLoadingMore, hasMore } = useAirings(); // the app's data hook
  return (
    <Stack>
      <ul>
        {airings.map((airing) => (
          <li key={airing.id}>{airing.title}</li>
        ))}
      </ul>
      <LoadMore
        onLoadMore={loadNextPage}
        isLoading={isLoadingMore}
        hasMore={hasMore}
        autoLoad
        endLabel="No more airings"
      />
    </Stack>
  );
}`,
      },
    },
  },
  args: { autoLoad: true },
  render: (args) => <Feed onLoadMore={args.onLoadMore} autoLoad={args.autoLoad} />,
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Airings' });
    // Out of view at first: nothing loads by itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onLoadMore).not.toHaveBeenCalled();

    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('Airing 24')).toBeInTheDocument());
    await expect(args.onLoadMore).toHaveBeenCalledOnce();

    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('No more airings')).toBeInTheDocument());
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    region.scrollTop = 0;
  },
};

/** Both widths, loading and done, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { LoadMore } from '@airtime/design-system';

// width: 'auto' | 'fill'
<LoadMore width="fill" onLoadMore={loadNextPage} isLoading={isLoadingMore} />
<LoadMore onLoadMore={loadNextPage} hasMore={false} endLabel="No more airings" />`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(loadMore, 'width').map((width) => (
        <div key={width} className={sprinkles({ display: 'flex', gap: 'md' })}>
          <LoadMore width={width} onLoadMore={() => {}} style={{ width: 240 }} />
          <LoadMore width={width} onLoadMore={() => {}} isLoading style={{ width: 240 }} />
        </div>
      ))}
      <LoadMore onLoadMore={() => {}} hasMore={false} endLabel="No more airings" />
    </div>
  ),
};
