import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        'Use `AvatarName` for the first cell of a row of people or brands: an avatar beside a name that is cut with an ellipsis when the column is narrow, with an optional second line.',
      alternatives: [
        { use: 'Avatar', when: 'The picture stands alone, without the name beside it.' },
        { use: 'AvatarGroup', when: 'Several people share one cell.' },
      ],
      do: [
        'Pass a `Link` to the record as `children` when the name should open it; `name` still gives the initials.',
        'Use `description` for one short fact under the name: an email, a channel count, a date.',
        'Keep the default `size` of 6 (24 px) in table rows, and 8 when there is a `description`.',
        'Put it in a container with a width (a table cell, a column) so the ellipsis can take effect.',
      ],
      dont: [
        "Don't add an `aria-label` repeating the name; the name is already read once.",
        "Don't put long sentences in `description`; it is one small, subtle line.",
        "Don't use it for the signed-in user in the header; that is `AccountMenu`.",
      ],
      anatomy: [
        {
          part: 'Avatar',
          description: 'An `Avatar` of `name` and `src`, hidden from screen readers.',
        },
        {
          part: 'Name',
          description:
            '`children`, or `name` when there are none, on one line cut with an ellipsis.',
        },
        { part: 'Description', description: 'Optional second line in small, subtle text.' },
      ],
      accessibility: [
        'Screen readers hear the name once as text; the avatar beside it is `aria-hidden`.',
        'The whole name stays in the DOM when cut, so screen readers read it in full.',
        'Only `children` you pass (such as a `Link`) are focusable; the component adds no tab stop.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof AvatarName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone-wide cell, as a decorator rather than a render so "Show code" shows only the AvatarName. */
const inNarrowCell: Decorator = (Story) => (
  <div className={storyNarrow}>
    <Story />
  </div>
);

/** Initials and the name; screen readers hear the name once, not the avatar's copy of it. */
export const Default: Story = {
  decorators: [inNarrowCell],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acme Corporation')).toBeVisible();
    await expect(canvas.getByText('AC')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const WithPicture: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { AvatarName } from '@airtime/design-system';

<AvatarName name="Jane Cooper" src={user.avatar_url} />`,
      },
    },
  },
  decorators: [inNarrowCell],
  args: { name: 'Jane Cooper', src: PORTRAITS.jane },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Jane Cooper')).toBeVisible();
  },
};

/** A second line, small and subtle: a count, an email, a date. */
export const WithDescription: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { AvatarName } from '@airtime/design-system';

<AvatarName name="Jane Cooper" src={user.avatar_url} size={8} description="3 channels" />`,
      },
    },
  },
  decorators: [inNarrowCell],
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
  decorators: [inNarrowCell],
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
  decorators: [inNarrowCell],
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { AvatarName } from '@airtime/design-system';

// \`size\` is in 4 px units: 6 (24 px) is the default, for table rows.
<>
  <AvatarName name="Jane Cooper" />
  <AvatarName name="Omar Haddad" src="/avatars/omar.png" size={8} description="2 channels" />
</>`,
      },
    },
  },
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
