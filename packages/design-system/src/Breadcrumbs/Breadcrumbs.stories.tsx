import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { breadcrumbs } from './Breadcrumbs.css.ts';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(breadcrumbs, 'size') },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Breadcrumbs` above a record or nested page to show the trail of pages above it (Brands › Acme Corporation) and let users go back up a level. Each `Breadcrumb` with an `href` is a link; the last one is the current page.',
      alternatives: [
        {
          use: 'NativeBreadcrumbs',
          when: "Every page shows the trail and the page must load little: the same look on plain HTML, without React Aria's collection code.",
        },
        {
          use: 'Tabs',
          when: 'Moving between sibling views of the same record, not up the hierarchy.',
        },
        {
          use: 'Link or LinkButton',
          when: "A single 'Back to campaigns' link is all the page needs.",
        },
      ],
      do: [
        'Give every crumb a stable `id` and every crumb but the last an `href`; the last is the current page.',
        "Set `isLoading` on a crumb whose title (a record's name) is still loading: it shows 'Loading...' until the name arrives.",
        'Use `size="sm"` under a page title, and the default `md` elsewhere.',
        'Wrap the app in `RouterProvider` so the links navigate without a page load.',
        'Pass `label` when a page has more than one breadcrumb trail, so each navigation landmark has its own name.',
      ],
      dont: [
        "Don't put the app's top-level navigation in breadcrumbs; that belongs in the `SideNav`.",
        "Don't give the current page an `href` to itself.",
        "Don't shorten names by hand; long names are cut with an ellipsis and the full name shows on hover.",
      ],
      anatomy: [
        {
          part: 'Navigation',
          description: "A `<nav>` landmark named 'Breadcrumbs' (`label`) holding an ordered list.",
        },
        {
          part: 'Crumb links',
          description: 'Each `Breadcrumb` with an `href`, followed by a chevron.',
        },
        {
          part: 'Current page',
          description: 'The last crumb: not a link target, no chevron after it.',
        },
      ],
      accessibility: [
        "It renders a `<nav>` landmark named by `label` ('Breadcrumbs') around an ordered list, so screen readers announce the number of levels.",
        'The last crumb gets `aria-current="page"` and `aria-disabled`, and is left out of the tab order.',
        'Tab moves through the links in order; Enter follows one.',
        'The chevrons are hidden from screen readers.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in for the app's router: links navigate through it, and it shows where it went. */
function WithRouter({ children }: { children: ReactNode }) {
  const [path, setPath] = useState('/agency/brands/7');
  return (
    <RouterProvider navigate={setPath}>
      <div className={sprinkles({ display: 'grid', gap: 'md' })}>
        {children}
        <p className={sprinkles({ color: 'textSubtle', fontSize: 'sm' })}>Router at {path}</p>
      </div>
    </RouterProvider>
  );
}

/**
 * Links to the pages above; the current page is the last item, marked `aria-current="page"`
 * and out of the tab order. Links go through the app's router.
 */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Breadcrumb, Breadcrumbs } from '@airtime/design-system';

// Inside the app's RouterProvider, the links go through its router without a page load.
<Breadcrumbs>
  <Breadcrumb id="home" href="/agency/home">
    Home
  </Breadcrumb>
  <Breadcrumb id="brands" href="/agency/brands">
    Brands
  </Breadcrumb>
  <Breadcrumb id="brand">Acme Corporation</Breadcrumb>
</Breadcrumbs>`,
      },
    },
  },
  render: (args) => (
    <WithRouter>
      <Breadcrumbs {...args}>
        <Breadcrumb id="home" href="/agency/home">
          Home
        </Breadcrumb>
        <Breadcrumb id="brands" href="/agency/brands">
          Brands
        </Breadcrumb>
        <Breadcrumb id="brand">Acme Corporation</Breadcrumb>
      </Breadcrumbs>
    </WithRouter>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const current = within(nav).getByRole('link', { name: 'Acme Corporation' });
    await expect(current).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    const brands = within(nav).getByRole('link', { name: 'Brands' });
    await expect(brands).toHaveFocus();
    // The current page is not a stop.
    await userEvent.tab();
    await expect(current).not.toHaveFocus();

    await userEvent.click(brands);
    await expect(canvas.getByText('Router at /agency/brands')).toBeVisible();
  },
};

/** The record's name is still loading: its crumb says "Loading..." until it arrives (spec §2). */
export const Loading: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="creators" href="/agency/creators">
        Creators
      </Breadcrumb>
      <Breadcrumb id="creator" isLoading />
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('link', { name: 'Loading...' });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-current', 'page');
  },
};

/** Long names are cut with an ellipsis; the full name shows on hover. */
export const LongNames: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="brands" href="/agency/brands">
        Brands
      </Breadcrumb>
      <Breadcrumb id="brand" href="/agency/brands/7">
        The Extraordinarily Long-Named Direct-to-Consumer Mattress Company of America
      </Breadcrumb>
      <Breadcrumb id="reporting">Revenue & Payouts</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByRole('link', { name: /^The Extraordinarily/ });
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    await expect(long.firstElementChild).toHaveAttribute(
      'title',
      'The Extraordinarily Long-Named Direct-to-Consumer Mattress Company of America',
    );
  },
};

/** A single crumb: the current page alone, with no chevron; a disabled link, not a Tab stop. */
export const Single: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="home">Home</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvas, userEvent }) => {
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home).toHaveAttribute('aria-disabled', 'true');
    await expect(home.parentElement?.querySelector('svg')).toBeNull();
    await userEvent.tab();
    await expect(home).not.toHaveFocus();
  },
};

/** Both sizes, with a loading crumb, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    docs: {
      source: {
        code: `import { Breadcrumb, Breadcrumbs } from '@airtime/design-system';

// size: 'sm' (13 px, under a page title) or 'md' (14 px, the default)
<Breadcrumbs size="sm">
  <Breadcrumb id="creators" href="/agency/creators">
    Creators
  </Breadcrumb>
  <Breadcrumb id="creator" isLoading={creator === undefined}>
    {creator?.name}
  </Breadcrumb>
</Breadcrumbs>`,
      },
    },
    controls: { disable: true },
    // Each theme renders the same story, so every navigation landmark appears twice.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {variantOptions(breadcrumbs, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'grid', gap: 'xs' })}>
          <Breadcrumbs size={size} label={`Breadcrumbs ${size}`}>
            <Breadcrumb id="home" href="/agency/home">
              Home
            </Breadcrumb>
            <Breadcrumb id="brands" href="/agency/brands">
              Brands
            </Breadcrumb>
            <Breadcrumb id="brand">Acme Corporation</Breadcrumb>
          </Breadcrumbs>
          <Breadcrumbs size={size} label={`Breadcrumbs ${size}, loading`}>
            <Breadcrumb id="creators" href="/agency/creators">
              Creators
            </Breadcrumb>
            <Breadcrumb id="creator" isLoading />
          </Breadcrumbs>
        </div>
      ))}
    </div>
  ),
};
