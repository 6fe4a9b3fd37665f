import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { NativeBreadcrumb, NativeBreadcrumbs } from './NativeBreadcrumbs.tsx';

const follow = fn((event: { preventDefault(): void }) => event.preventDefault()).mockName('follow');

const meta = {
  title: 'Components/Native/NativeBreadcrumbs',
  component: NativeBreadcrumbs,
  subcomponents: { NativeBreadcrumb },
  tags: ['autodocs'],
  args: { children: null },
  beforeEach: () => {
    follow.mockClear();
  },
  parameters: {
    guidance: {
      whenToUse:
        "`NativeBreadcrumbs` with `NativeBreadcrumb`s has the look, names and states of `Breadcrumbs` on plain elements, without React Aria's collection (about 8 KB gzipped): for what every page shows, such as the app shell's trail.",
      alternatives: [
        {
          use: 'Breadcrumbs',
          when: "Anywhere that loads React Aria anyway; it goes through the app's router by itself.",
        },
      ],
      do: [
        "List the pages above the current one as `NativeBreadcrumb`s with the router's `href` and click handler (React Router: `useHref`, `useLinkClickHandler`).",
        'Mark the last item `isCurrent`; it is not a link.',
        "Set `isLoading` on an item whose title (a record's name) is still loading; it shows `loadingLabel`.",
        'Use `size="sm"` under a page title.',
      ],
      dont: [
        "Don't mark any item but the last as current.",
        "Don't use breadcrumbs as the only navigation; they show the way up, not across.",
      ],
      anatomy: [
        { part: 'Trail', description: 'An ordered list in a navigation landmark.' },
        {
          part: 'Links',
          description:
            'The pages above, each followed by a chevron; a long title is cut, with its full text as a `title`.',
        },
        {
          part: 'Current page',
          description: 'The last item, in the text colour, without a chevron.',
        },
      ],
      accessibility: [
        'A `navigation` landmark named by `label` ("Breadcrumbs") around an ordered list.',
        'The current page is a disabled link with `aria-current="page"`, as in `Breadcrumbs`, and Tab skips it.',
        'The chevrons are hidden from screen readers.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NativeBreadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Links to the pages above, then the current page as a disabled link named current; a click
 * runs the caller's handler (a router's, in an app); a long name keeps its full text as a title.
 */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { NativeBreadcrumb, NativeBreadcrumbs } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

// A NativeBreadcrumb that goes through React Router, as NativeLink would.
function Crumb({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <NativeBreadcrumb href={href} onClick={onClick}>
      {children}
    </NativeBreadcrumb>
  );
}

<NativeBreadcrumbs>
  <Crumb to="/agency/brands">Brands</Crumb>
  <Crumb to="/agency/brands/7">Acme Corporation International Holdings of the Western Hemisphere</Crumb>
  <NativeBreadcrumb isCurrent>Dashboard</NativeBreadcrumb>
</NativeBreadcrumbs>`,
      },
    },
  },
  render: () => (
    <NativeBreadcrumbs>
      <NativeBreadcrumb href="/agency/brands" onClick={follow}>
        Brands
      </NativeBreadcrumb>
      <NativeBreadcrumb href="/agency/brands/7" onClick={follow}>
        Acme Corporation International Holdings of the Western Hemisphere
      </NativeBreadcrumb>
      <NativeBreadcrumb isCurrent>Dashboard</NativeBreadcrumb>
    </NativeBreadcrumbs>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    const brands = within(nav).getByRole('link', { name: 'Brands' });
    await expect(brands).toHaveAttribute('href', '/agency/brands');
    await userEvent.click(brands);
    await expect(follow).toHaveBeenCalledOnce();
    const current = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('aria-disabled', 'true');
    await expect(current).not.toHaveAttribute('href');
    await expect(canvas.getByTitle(/^Acme Corporation/)).toBeVisible();
    // Tab goes through the links and not to the current page.
    await expect(brands).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: /^Acme Corporation/ })).toHaveFocus();
    await userEvent.tab();
    await expect(current).not.toHaveFocus();
  },
};

/** A record's name still loading. */
export const Loading: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { NativeBreadcrumb, NativeBreadcrumbs } from '@airtime/design-system';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

// A NativeBreadcrumb that goes through React Router, as NativeLink would.
function Crumb({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <NativeBreadcrumb href={href} onClick={onClick}>
      {children}
    </NativeBreadcrumb>
  );
}

<NativeBreadcrumbs>
  <Crumb to="/agency/creators">Creators</Crumb>
  <NativeBreadcrumb isCurrent isLoading={creator === undefined}>
    {creator?.name}
  </NativeBreadcrumb>
</NativeBreadcrumbs>`,
      },
    },
  },
  render: () => (
    <NativeBreadcrumbs>
      <NativeBreadcrumb href="/agency/creators" onClick={follow}>
        Creators
      </NativeBreadcrumb>
      <NativeBreadcrumb isCurrent isLoading />
    </NativeBreadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Loading...' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const TRAIL = [
  ['Brands', '/agency/brands'],
  ['Acme Corporation', '/agency/brands/7'],
  ['Dashboard', undefined],
] as const;

/**
 * NativeBreadcrumbs under Breadcrumbs in both sizes: each item has the same size, colour and
 * weight, so an app can swap one for the other and nothing moves.
 */
export const LooksLikeBreadcrumbs: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Breadcrumb, Breadcrumbs, NativeBreadcrumb, NativeBreadcrumbs } from '@airtime/design-system';

// The same trail both ways: an app can swap one for the other and nothing moves.
<Breadcrumbs size="sm">
  <Breadcrumb id="brands" href="/agency/brands">Brands</Breadcrumb>
  <Breadcrumb id="acme" href="/agency/brands/7">Acme Corporation</Breadcrumb>
  <Breadcrumb id="dashboard">Dashboard</Breadcrumb>
</Breadcrumbs>
<NativeBreadcrumbs size="sm">
  <NativeBreadcrumb href="/agency/brands" onClick={followLink}>Brands</NativeBreadcrumb>
  <NativeBreadcrumb href="/agency/brands/7" onClick={followLink}>Acme Corporation</NativeBreadcrumb>
  <NativeBreadcrumb isCurrent>Dashboard</NativeBreadcrumb>
</NativeBreadcrumbs>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {(['sm', 'md'] as const).map((size) => (
        <div key={size} data-testid={size} className={sprinkles({ display: 'grid', gap: 'xs' })}>
          <Breadcrumbs size={size} label={`React Aria ${size}`}>
            {TRAIL.map(([title, href]) => (
              <Breadcrumb key={title} id={title} {...(href === undefined ? {} : { href })}>
                {title}
              </Breadcrumb>
            ))}
          </Breadcrumbs>
          <NativeBreadcrumbs size={size} label={`Native ${size}`}>
            {TRAIL.map(([title, href]) => (
              <NativeBreadcrumb
                key={title}
                isCurrent={href === undefined}
                {...(href === undefined ? {} : { href, onClick: follow })}
              >
                {title}
              </NativeBreadcrumb>
            ))}
          </NativeBreadcrumbs>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const group of canvas.getAllByTestId(/^(sm|md)$/)) {
      const size = group.dataset.testid;
      const racItems = within(group)
        .getByRole('navigation', { name: `React Aria ${size}` })
        .querySelectorAll('li');
      const nativeItems = within(group)
        .getByRole('navigation', { name: `Native ${size}` })
        .querySelectorAll('li');
      await expect(nativeItems).toHaveLength(racItems.length);
      for (const [index, rac] of [...racItems].entries()) {
        const native = nativeItems[index] as HTMLElement;
        const [a, b] = [rac, native].map((item) => item.getBoundingClientRect());
        await expect([b?.width, b?.height]).toEqual([a?.width, a?.height]);
        const [styleA, styleB] = [rac, native].map((item) =>
          getComputedStyle(item.firstElementChild as HTMLElement),
        );
        for (const property of ['color', 'font', 'text-decoration-line'] as const) {
          await expect(styleB?.getPropertyValue(property)).toBe(styleA?.getPropertyValue(property));
        }
      }
    }
  },
};
