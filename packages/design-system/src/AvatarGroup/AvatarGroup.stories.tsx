import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { avatar } from '../Avatar/Avatar.css.ts';
import { PORTRAITS } from '../Avatar/Avatar.fixtures.ts';
import type { AvatarSize } from '../Avatar/avatarSizes.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { avatarGroup } from './AvatarGroup.css.ts';
import { AvatarGroup } from './AvatarGroup.tsx';
import { AvatarGroupTooltip } from './AvatarGroupTooltip.tsx';

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
  parameters: {
    guidance: {
      whenToUse:
        "Use `AvatarGroup` to show the people who share one thing (a campaign's assignees, a thread's followers) in a compact row, with a '+N' bubble for those beyond `max`.",
      alternatives: [
        { use: 'Avatar', when: 'There is only ever one person.' },
        {
          use: 'AvatarName',
          when: 'The names matter more than the faces, or there is room to list them.',
        },
        {
          use: 'Table or a list of AvatarName',
          when: 'Users need to act on each person (remove, message): the group is not interactive.',
        },
      ],
      do: [
        "Give it a `label` that says what the group is ('Assignees'): it names the group for screen readers.",
        "Pass `total` when `people` holds only the first page from the server, so '+N' counts everyone.",
        'Keep a stable `id` on each person, so the avatars keep their identity when the list changes.',
        'Use `overlap="none"` where the avatars should stand apart, and the default `tight` where space is short.',
        'Use `AvatarGroupTooltip` where sighted users need the names too (who else is looking: "Also here: Ada Admin, Sam Super"), with a `label` that names everyone.',
      ],
      dont: [
        "Don't raise `max` to show everyone in a narrow space; the '+N' bubble exists so the row keeps its width.",
        "Don't rely on the '+N' hover title to reveal who is hidden on touch screens; link to the full list where it matters.",
        "Don't nest it in a button without giving the button its own name; the group is images, not a control.",
        "Don't pass an empty `label`: it is the group's only name.",
      ],
      anatomy: [
        {
          part: 'Group',
          description:
            'A row named by `label`, each avatar overlapping the previous one by a quarter (`tight`) or spaced (`none`).',
        },
        {
          part: 'Avatars',
          description:
            'Up to `max` `Avatar`s of one `size`, in the order of `people`, with the impersonation ring where set.',
        },
        {
          part: 'Overflow bubble',
          description:
            "'+N' for the rest, abbreviated above 999 ('+1.2K'), with the hidden names as its hover title.",
        },
      ],
      accessibility: [
        'The row is `role="group"` named by `label`; each avatar is an image named by its person\'s `name`.',
        "The bubble is an image named '2 more: Grace Hopper, Alan Turing', or '1247 more' when only `total` is known, never the abbreviated '+1.2K'.",
        'Nothing in it is focusable; it adds no tab stops.',
        '`AvatarGroupTooltip` is one image named by `label`, one tab stop, and its tooltip shows `label` on hover and on keyboard focus (Escape hides it).',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four avatars, then "+2" naming the two hidden people for screen readers and on hover. */
export const Default: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { AvatarGroup } from '@airtime/design-system';

<AvatarGroup
  label="Assignees"
  people={[
    { id: 1, name: 'Jane Cooper', src: '/avatars/jane.png' },
    { id: 2, name: 'Omar Haddad', src: '/avatars/omar.png' },
    { id: 3, name: 'Li Wei' },
    { id: 4, name: 'Ada Lovelace', src: '/avatars/ada.png' },
    { id: 5, name: 'Grace Hopper' },
    { id: 6, name: 'Alan Turing' },
  ]}
/>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { AvatarGroup } from '@airtime/design-system';

<AvatarGroup
  label="Assignees"
  people={[
    { id: 1, name: 'Jane Cooper', src: '/avatars/jane.png' },
    { id: 2, name: 'Omar Haddad', src: '/avatars/omar.png' },
    { id: 3, name: 'Li Wei' },
  ]}
/>`,
      },
    },
  },
  args: { people: TEAM.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.queryByRole('img', { name: /more/ })).not.toBeInTheDocument();
  },
};

/** Only the first page of people is loaded: the bubble counts from `total`. */
export const WithTotal: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { AvatarGroup } from '@airtime/design-system';

// The first page of assignees, and the real head count from the server.
<AvatarGroup label="Assignees" people={firstThree} total={1250} max={3} />`,
      },
    },
  },
  args: { people: TEAM.slice(0, 3), total: 1250, max: 3 },
  play: async ({ canvas }) => {
    const more = canvas.getByRole('img', { name: '1247 more' });
    await expect(more).toHaveTextContent('+1.2K');
  },
};

/** Someone in the group is being impersonated: their ring shows through the overlap. */
export const Impersonating: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { AvatarGroup } from '@airtime/design-system';

<AvatarGroup
  label="Assignees"
  people={[
    { id: 1, name: 'Jane Cooper', src: '/avatars/jane.png' },
    { id: 2, name: 'Omar Haddad', src: '/avatars/omar.png', isImpersonating: true },
    { id: 3, name: 'Li Wei' },
  ]}
/>`,
      },
    },
  },
  args: { people: TEAM.map((person, index) => ({ ...person, isImpersonating: index === 1 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Omar Haddad, Impersonation on' })).toBeVisible();
  },
};

/** Who else is looking: one tab stop whose tooltip names everyone, on hover and keyboard focus. */
export const WithTooltip: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { AvatarGroupTooltip } from '@airtime/design-system';

<AvatarGroupTooltip
  label="Also here: Jane Cooper, Omar Haddad, Li Wei"
  people={people}
  size={6}
/>`,
      },
    },
  },
  args: {
    label: 'Also here: Jane Cooper, Omar Haddad, Li Wei',
    people: TEAM.slice(0, 3),
    size: 6,
  },
  render: (args) => <AvatarGroupTooltip {...args} />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('img', { name: 'Also here: Jane Cooper, Omar Haddad, Li Wei' });
    await expect(canvas.queryByRole('img', { name: 'Jane Cooper' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(group).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Also here: Jane Cooper, Omar Haddad, Li Wei');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { AvatarGroup } from '@airtime/design-system';

// \`size\` is in 4 px units (8 is the default); \`overlap\` is 'tight' (the default) or 'none'.
<AvatarGroup
  label="Assignees"
  people={[
    { id: 1, name: 'Jane Cooper', src: '/avatars/jane.png' },
    { id: 2, name: 'Omar Haddad' },
    { id: 3, name: 'Li Wei', isImpersonating: true },
    { id: 4, name: 'Ada Lovelace' },
    { id: 5, name: 'Grace Hopper' },
  ]}
  total={14}
  size={8}
  overlap="none"
/>`,
      },
    },
  },
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
