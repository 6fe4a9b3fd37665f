import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, within } from 'storybook/test';
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
