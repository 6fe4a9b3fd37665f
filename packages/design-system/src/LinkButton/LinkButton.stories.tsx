import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { button } from '../Button/Button.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { LinkButton } from './LinkButton.tsx';

// Stands in for the app's router: React Aria hands it same-app paths instead of loading a page.
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { href: '/agency/campaigns/new', children: 'Create campaign' },
  argTypes: {
    variant: { control: 'inline-radio', options: variantOptions(button, 'variant') },
    size: { control: 'inline-radio', options: variantOptions(button, 'size') },
    icon: { control: false },
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
        'Use `LinkButton` when a button-shaped control navigates: "Create campaign" opening the new-campaign page, "View all invoices". It is a real link with an `href`, styled with the `Button` variants.',
      alternatives: [
        {
          use: 'Button',
          when: 'The control acts on the current page (save, delete, open a dialog).',
        },
        { use: 'Link', when: 'The navigation reads as text, inside a sentence or a table cell.' },
      ],
      do: [
        "Give it an `href` (required); inside a `RouterProvider` same-app paths go through the app's router without a page load.",
        'Use `variant="primary"` only for the page\'s main action, as with `Button`.',
        'Add an `icon` that supports the label, such as a plus for "Create".',
        'Let people open it in a new tab: it is a link, so middle-click and Cmd/Ctrl+click work.',
      ],
      dont: [
        "Don't use it for actions without a destination; use `Button` with `onPress`.",
        "Don't use it with only an icon and no text; its text is its accessible name.",
        "Don't expect Space to follow it: like any link, Enter follows it.",
      ],
      anatomy: [
        {
          part: 'Container',
          description:
            'An `<a>` drawn as a button, 28, 32 or 40 px high (`size`), coloured by `variant`.',
        },
        { part: 'Icon', description: 'Optional `icon` before the label, at 16 px.' },
        { part: 'Label', description: 'The `children`, on one line.' },
      ],
      accessibility: [
        'Announced as a link, because it navigates; Tab focuses it and Enter follows it.',
        'Its accessible name is its text; the icon adds nothing to it, so the text must say where it goes.',
        'The focus ring shows for keyboard focus only.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to screen readers (it navigates), a button to the eye; Enter follows it. */
export const Primary: Story = {
  args: { variant: 'primary', icon: <Plus /> },
  play: async ({ canvas, userEvent }) => {
    const create = canvas.getByRole('link', { name: 'Create campaign' });
    await expect(create).toHaveAttribute('href', '/agency/campaigns/new');
    await userEvent.click(create);
    await expect(navigate).toHaveBeenCalledWith('/agency/campaigns/new', undefined);

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = {
  args: {
    variant: 'secondary',
    children: 'View all invoices',
    href: '/agency/accounting/invoices',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'View all invoices' }));
    await expect(navigate).toHaveBeenCalledWith('/agency/accounting/invoices', undefined);
  },
};

/** Every variant and size, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(button, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
          {variantOptions(button, 'variant').map((variant) => (
            <LinkButton key={variant} href={args.href} variant={variant} size={size}>
              {`${variant} ${size}`}
            </LinkButton>
          ))}
        </div>
      ))}
    </div>
  ),
};
