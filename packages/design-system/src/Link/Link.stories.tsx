import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { link } from './Link.css.ts';
import { Link } from './Link.tsx';

// Stands in for the app's router: React Aria hands it same-app paths instead of loading a page.
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/agency/brands/1', children: 'Acme Corp' },
  argTypes: {
    variant: { control: 'inline-radio', options: variantOptions(link, 'variant') },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    guidance: {
      whenToUse:
        "Use `Link` for navigation written as text: inside a sentence, on its own (\"View all brands\"), or as a record's name in a table cell. It is React Aria's Link, so same-app paths go through the app's router inside a `RouterProvider`.",
      alternatives: [
        {
          use: 'LinkButton',
          when: 'The navigation is a main action of the page and should look like a button ("Create campaign").',
        },
        {
          use: 'Button',
          when: 'The control does something on the page instead of going somewhere.',
        },
        {
          use: 'NativeLink',
          when: 'The page must not load React Aria (a lean page such as sign-in).',
        },
      ],
      do: [
        'Use `variant="inline"` (the default) inside sentences, where the underline shows it is a link without relying on colour.',
        'Use `standalone` for a link on its own line and `subtle` for names in table cells.',
        'Set `isExternal` for addresses outside the app: it opens a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen readers.',
        'Wrap the app in `RouterProvider` so same-app `href`s navigate without a page load.',
        'Write link text that says where it goes ("Acme Corp", "View all invoices").',
      ],
      dont: [
        "Don't use a `Link` with `onPress` and no `href` to run an action; use `Button`.",
        'Don\'t write "click here": screen readers list links by their text alone.',
        "Don't rely on `isExternal` links for addresses that are not http(s): a `javascript:` or other address shows as plain text, not a link.",
      ],
      anatomy: [
        {
          part: 'Text',
          description: 'The `children`, coloured by `variant`; `inline` is always underlined.',
        },
        {
          part: 'External icon',
          description:
            'With `isExternal`, an arrow-out icon after the text, hidden from screen readers.',
        },
      ],
      accessibility: [
        'Renders an `<a href>`; Tab focuses it and Enter follows it, and the focus ring shows for keyboard focus only.',
        'Its name is its text; an external link\'s name ends with "(opens in a new tab)", as visually hidden text.',
        'With `isDisabled` it gets `aria-disabled="true"`, leaves the tab order and goes nowhere.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence the link is underlined, so it does not rely on colour alone. */
export const Inline: Story = {
  render: (args) => (
    <p>
      Sponsorship for <Link {...args} /> starts next week.
    </p>
  ),
  play: async ({ canvas, userEvent }) => {
    const brand = canvas.getByRole('link', { name: 'Acme Corp' });
    await expect(getComputedStyle(brand).textDecorationLine).toBe('underline');
    await userEvent.click(brand);
    await expect(navigate).toHaveBeenCalledWith('/agency/brands/1', undefined);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all brands', href: '/agency/brands' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const all = canvas.getByRole('link', { name: 'View all brands' });
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/agency/brands', undefined);
  },
};

/** For names in table cells: the cell's own colour. */
export const Subtle: Story = {
  args: { variant: 'subtle' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Acme Corp' }));
    await expect(navigate).toHaveBeenCalledOnce();
  },
};

/** Opens a new tab, says so to screen readers, and never goes through the app's router. */
export const External: Story = {
  args: { href: 'https://example.com/media-kit.pdf', children: 'Media kit', isExternal: true },
  play: async ({ canvas }) => {
    const kit = canvas.getByRole('link', { name: 'Media kit (opens in a new tab)' });
    await expect(kit).toHaveAttribute('target', '_blank');
    await expect(kit).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** An external address that is not http(s) (data may hold `javascript:`) shows as text only. */
export const ExternalNotWeb: Story = {
  args: { href: 'javascript:alert(document.domain)', children: 'Acme website', isExternal: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acme website')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A disabled link is not focusable and goes nowhere. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    const brand = canvas.getByRole('link', { name: 'Acme Corp' });
    await expect(brand).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(brand);
    await userEvent.tab();
    await expect(brand).not.toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Every variant, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(link, 'variant').map((variant) => (
        <p key={variant}>
          The {variant} link to <Link {...args} variant={variant} /> and a disabled{' '}
          <Link {...args} variant={variant} isDisabled>
            link
          </Link>
          , and{' '}
          <Link variant={variant} href="https://example.com" isExternal>
            an external one
          </Link>
          .
        </p>
      ))}
    </div>
  ),
};
