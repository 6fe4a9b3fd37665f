import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { avatar } from '../Avatar/Avatar.css.ts';
import { PORTRAITS } from '../Avatar/Avatar.fixtures.ts';
import type { AvatarSize } from '../Avatar/avatarSizes.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { avatarGroup } from './AvatarGroup.css.ts';
import { AvatarGroup } from './AvatarGroup.tsx';

const TEAM = [
  { id: 1, name: 'Jane Cooper', src: PORTRAITS.jane },
  { id: 2, name: 'Omar Haddad', src: PORTRAITS.omar },
  { id: 3, name: 'Li Wei' },
  { id: 4, name: 'Ada Lovelace', src: PORTRAITS.ada },
  { id: 5, name: 'Grace Hopper' },
  { id: 6, name: 'Alan Turing' },
];

const meta = {
  title: 'Components/AvatarGroup',
  component: AvatarGroup,
  tags: ['autodocs'],
  args: { label: 'Assignees', people: TEAM, size: 8 },
  argTypes: {
    size: { control: 'select', options: variantOptions(avatar, 'size').map(Number) },
    overlap: { control: 'inline-radio', options: variantOptions(avatarGroup, 'overlap') },
  },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four avatars, then "+2" naming the two hidden people for screen readers and on hover. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Assignees' });
    const avatars = within(group).getAllByRole('img');
    await expect(avatars.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Jane Cooper',
      'Omar Haddad',
      'Li Wei',
      'Ada Lovelace',
      '2 more: Grace Hopper, Alan Turing',
    ]);
    await expect(within(group).getByRole('img', { name: /^2 more/ })).toHaveTextContent('+2');
  },
};

/** Fits within `max`: no bubble. */
export const NoOverflow: Story = {
  args: { people: TEAM.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.queryByRole('img', { name: /more/ })).not.toBeInTheDocument();
  },
};

/** Only the first page of people is loaded: the bubble counts from `total`. */
export const WithTotal: Story = {
  args: { people: TEAM.slice(0, 3), total: 1250, max: 3 },
  play: async ({ canvas }) => {
    const more = canvas.getByRole('img', { name: '1247 more' });
    await expect(more).toHaveTextContent('+1.2K');
  },
};

/** Someone in the group is being impersonated: their ring shows through the overlap. */
export const Impersonating: Story = {
  args: { people: TEAM.map((person, index) => ({ ...person, isImpersonating: index === 1 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Omar Haddad, Impersonation on' })).toBeVisible();
  },
};

/** Nobody assigned yet: an empty group. */
export const Empty: Story = {
  args: { people: [] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Assignees' });
    await expect(within(group).queryAllByRole('img')).toHaveLength(0);
  },
};

/** Every size and both overlaps, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {variantOptions(avatarGroup, 'overlap').map((overlap) =>
        variantOptions(avatar, 'size').map((size) => (
          <AvatarGroup
            key={`${overlap}-${size}`}
            label={`Assignees, ${overlap} ${size}`}
            people={TEAM.map((person, index) => ({ ...person, isImpersonating: index === 2 }))}
            size={Number(size) as AvatarSize}
            overlap={overlap}
            max={4}
            total={14}
          />
        )),
      )}
    </div>
  ),
};
