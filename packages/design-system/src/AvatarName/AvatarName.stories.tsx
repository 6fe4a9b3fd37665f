import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PORTRAITS } from '../Avatar/Avatar.fixtures.ts';
import { AVATAR_SIZES } from '../Avatar/avatarSizes.ts';
import { Link } from '../Link/Link.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { storyNarrow } from '../utils/layoutStory.css.ts';
import { AvatarName } from './AvatarName.tsx';

const meta = {
  title: 'Components/AvatarName',
  component: AvatarName,
  tags: ['autodocs'],
  args: { name: 'Acme Corporation' },
  argTypes: {
    size: { control: 'select', options: AVATAR_SIZES },
    description: { control: 'text' },
    children: { control: false },
  },
  render: (args) => (
    <div className={storyNarrow}>
      <AvatarName {...args} />
    </div>
  ),
} satisfies Meta<typeof AvatarName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials and the name; screen readers hear the name once, not the avatar's copy of it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acme Corporation')).toBeVisible();
    await expect(canvas.getByText('AC')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithPicture: Story = {
  args: { name: 'Jane Cooper', src: PORTRAITS.jane },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Jane Cooper')).toBeVisible();
  },
};

/** A second line, small and subtle: a count, an email, a date. */
export const WithDescription: Story = {
  args: { name: 'Jane Cooper', src: PORTRAITS.jane, size: 8, description: '3 channels' },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Jane Cooper').getBoundingClientRect();
    await expect(canvas.getByText('3 channels').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name.bottom,
    );
  },
};

/** The name as a link to the record. */
export const AsLink: Story = {
  args: { children: <Link href="#brand-1">Acme Corporation</Link> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Acme Corporation' })).toHaveAttribute(
      'href',
      '#brand-1',
    );
  },
};

/** A long name in a narrow cell is cut with an ellipsis; the avatar keeps its size. */
export const LongName: Story = {
  args: { name: 'The International Association of Independent Podcast Producers' },
  play: async ({ canvas }) => {
    const name = canvas.getByText(/^The International/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByText('TI').getBoundingClientRect().left + 320,
    );
    await expect(canvas.getByText('TI').parentElement?.getBoundingClientRect().width).toBe(24);
  },
};

/** Every avatar size, with and without a second line, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}>
      {/* The 120 px profile picture never sits beside a name. */}
      {AVATAR_SIZES.slice(0, -1).map((size) => (
        <div key={size} className={sprinkles({ display: 'flex', gap: 'xl' })}>
          <AvatarName name="Jane Cooper" size={size} />
          <AvatarName
            name="Omar Haddad"
            src={PORTRAITS.omar}
            size={size}
            description="2 channels"
          />
        </div>
      ))}
    </div>
  ),
};
