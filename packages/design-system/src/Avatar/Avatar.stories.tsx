import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
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
  parameters: {
    guidance: {
      whenToUse:
        'Use `Avatar` to show who a person or organisation is at a glance: a round picture that falls back to the initials of `name` (or a person glyph) when there is no `src` or it fails to load.',
      alternatives: [
        {
          use: 'AvatarName',
          when: "The name is shown beside the picture, as in a table's first cell: it hides the avatar from screen readers so the name is read once.",
        },
        {
          use: 'AvatarGroup',
          when: "Several people share one place (assignees, followers): it overlaps them and collapses the rest into a '+N'.",
        },
        {
          use: 'AccountMenu',
          when: "The signed-in user's own avatar in the header, which opens their menu.",
        },
      ],
      do: [
        'Always pass the real `name`: it is the accessible name and the source of the initials.',
        'Pass `src` when there is a picture; while it loads and if it fails, the initials show in its place.',
        "Pick `size` in the spec's 4 px units: 6 (24 px) in table rows, 8 (32 px) by default, up to 30 (120 px) for a profile picture.",
        'Set `isImpersonating` on the avatar of someone being impersonated, so the red ring and the spoken state match the impersonation banner.',
      ],
      dont: [
        "Don't put an `Avatar` next to the same name in text without hiding one of them; use `AvatarName`, or screen readers hear the name twice.",
        "Don't make it clickable on its own: it has no focus or keyboard behaviour, so lay a named control over or beside it, as `AccountMenu` does.",
        "Don't pass a pixel value to `size`: it takes the spec's units (4, 5, 6, 8, 10, 12, 16, 30).",
        "Don't use colour or the ring alone to say someone is impersonated; keep `impersonationLabel` meaningful if you change it.",
      ],
      anatomy: [
        {
          part: 'Circle',
          description:
            'A round frame of the chosen `size`, with a red ring while `isImpersonating`.',
        },
        { part: 'Picture', description: 'The `src` image, shown once it has loaded.' },
        {
          part: 'Initials',
          description:
            'The first letters of the first two words of `name` (one letter below size 6), or a person glyph when the name has no letter or digit.',
        },
      ],
      accessibility: [
        'Renders `role="img"` with `aria-label` set to `name`; the picture and initials inside are hidden from screen readers.',
        "While `isImpersonating`, the name reads as '{name}, Impersonation on' (`impersonationLabel`), so the state is not carried by the ring's colour alone.",
        'It is not focusable and has no keyboard behaviour; interaction belongs to the control around it.',
        'Pass `aria-hidden="true"` when the same name is already visible next to it (as `AvatarName` does).',
      ],
    } satisfies Guidance,
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
  parameters: {
    docs: {
      source: {
        code: `import { Avatar } from '@airtime/design-system';

<Avatar name="Jane Cooper" src={user.avatar_url} size={10} />`,
      },
    },
  },
  args: { src: PORTRAITS.jane },
  play: async ({ canvas }) => {
    const initials = canvas.getByText('JC');
    await waitFor(() => expect(initials).not.toBeVisible());
  },
};

/** A picture that fails to load gives way to the initials. */
export const BrokenImage: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Avatar } from '@airtime/design-system';

// A picture that fails to load gives way to the initials ('OH').
<Avatar name="Omar Haddad" src="/no-such-avatar.png" size={10} />`,
      },
    },
  },
  args: { src: BROKEN_IMAGE, name: 'Omar Haddad' },
  play: async ({ canvas, canvasElement }) => {
    const omar = canvas.getByRole('img', { name: 'Omar Haddad' });
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(omar).toHaveTextContent('OH');
  },
};

/** While impersonating: a red ring, and the state is part of the accessible name. */
export const Impersonating: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Avatar } from '@airtime/design-system';

<Avatar name="Li Wei" src={user.avatar_url} size={10} isImpersonating />`,
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Avatar } from '@airtime/design-system';

// \`size\` is in 4 px units: 4, 5, 6, 8 (the default), 10, 12, 16 and 30.
<>
  <Avatar name="Jane Cooper" size={10} />
  <Avatar name="Omar Haddad" src="/avatars/omar.png" size={10} />
  <Avatar name="Li Wei" size={10} isImpersonating />
  <Avatar name="Prince" size={10} />
</>`,
      },
    },
  },
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
