import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
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
