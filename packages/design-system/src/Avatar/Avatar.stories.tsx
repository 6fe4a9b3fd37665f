import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { avatar } from './Avatar.css.ts';
import { BROKEN_IMAGE, PORTRAITS } from './Avatar.fixtures.ts';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Jane Cooper', size: 10 },
  argTypes: {
    size: { control: 'select', options: variantOptions(avatar, 'size').map(Number) },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the initials of the first two words, announced by the full name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const jane = canvas.getByRole('img', { name: 'Jane Cooper' });
    await expect(jane).toHaveTextContent('JC');
  },
};

/** The picture replaces the initials once it has loaded. */
export const WithImage: Story = {
  args: { src: PORTRAITS.jane },
  play: async ({ canvas }) => {
    const initials = canvas.getByText('JC');
    await waitFor(() => expect(initials).not.toBeVisible());
  },
};

/** A picture that fails to load gives way to the initials. */
export const BrokenImage: Story = {
  args: { src: BROKEN_IMAGE, name: 'Omar Haddad' },
  play: async ({ canvas, canvasElement }) => {
    const omar = canvas.getByRole('img', { name: 'Omar Haddad' });
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(omar).toHaveTextContent('OH');
  },
};

/** While impersonating: a red ring, and the state is part of the accessible name. */
export const Impersonating: Story = {
  args: { src: PORTRAITS.li, name: 'Li Wei', isImpersonating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Li Wei, Impersonation on' })).toBeVisible();
  },
};

/** Only the first two words count; the name is read in full. */
export const LongName: Story = {
  args: { name: 'Maximilian Alexander Featherstonehaugh-Worthington' },
  play: async ({ canvas }) => {
    const max = canvas.getByRole('img', {
      name: 'Maximilian Alexander Featherstonehaugh-Worthington',
    });
    await expect(max).toHaveTextContent(/^MA$/);
  },
};

/** Nothing to take initials from (no letter or digit): a neutral person glyph. */
export const NoInitials: Story = {
  args: { name: '🎧' },
  play: async ({ canvas }) => {
    const avatarOf = canvas.getByRole('img', { name: '🎧' });
    await expect(avatarOf).toHaveTextContent(/^$/);
    await expect(avatarOf.querySelector('svg')).toBeVisible();
  },
};

const PEOPLE = [
  { name: 'Jane Cooper' },
  { name: 'Omar Haddad', src: PORTRAITS.omar },
  { name: 'Li Wei', isImpersonating: true },
  { name: 'Ada Lovelace', src: PORTRAITS.ada, isImpersonating: true },
  { name: 'Prince' },
] as const;

/** Every size with and without a picture, and impersonating, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {variantOptions(avatar, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'center' })}>
          {PEOPLE.map((person) => (
            <Avatar key={person.name} size={Number(size) as typeof size} {...person} />
          ))}
        </div>
      ))}
    </div>
  ),
};
