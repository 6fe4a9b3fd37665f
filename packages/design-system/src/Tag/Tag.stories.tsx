import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components/TagGroup';
import { expect, fn, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { tagList } from './Tag.css.ts';
import { Tag } from './Tag.tsx';
import { TagGroup } from './TagGroup.tsx';

const meta = {
  title: 'Components/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  subcomponents: { Tag },
  args: { label: 'Content types' },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(tagList, 'size') },
  },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const TYPES = [
  { id: 'youtube', name: 'YouTube' },
  { id: 'podcast', name: 'Podcast' },
  { id: 'newsletter', name: 'Newsletter' },
  { id: 'twitch', name: 'Twitch' },
];

/** Read-only tags, named by the label; arrow keys move between them. */
export const Default: Story = {
  render: (args) => (
    <TagGroup {...args} items={TYPES}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('grid', { name: 'Content types' });
    await expect(within(group).getAllByRole('row')).toHaveLength(4);
    await userEvent.tab();
    await expect(within(group).getByRole('row', { name: 'YouTube' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('row', { name: 'Podcast' })).toHaveFocus();
  },
};

/** Filters: pick several with the pointer, or with Space; a check marks each picked tag. */
export const Selectable: Story = {
  args: { label: 'Platforms', selectionMode: 'multiple', onSelectionChange: fn() },
  render: (args) => (
    <TagGroup {...args} items={TYPES}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const youtube = canvas.getByRole('row', { name: 'YouTube' });
    await userEvent.click(youtube);
    await expect(youtube).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    const podcast = canvas.getByRole('row', { name: 'Podcast' });
    await expect(podcast).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
    const last = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Selection;
    await expect([...last].sort()).toEqual(['podcast', 'youtube']);
    await userEvent.keyboard(' ');
    await expect(podcast).toHaveAttribute('aria-selected', 'false');
  },
};

function RemovableTags({ onRemove }: { onRemove: (keys: Set<Key>) => void }) {
  const [items, setItems] = useState(TYPES);
  return (
    <TagGroup
      label="Excluded platforms"
      items={items}
      onRemove={(keys) => {
        onRemove(keys);
        setItems((current) => current.filter((item) => !keys.has(item.id)));
      }}
    >
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  );
}

/**
 * Removable: Backspace or Delete removes the focused tag and focus moves to its neighbour; each
 * tag's remove button does the same with the pointer.
 */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: (args) => <RemovableTags onRemove={args.onRemove as (keys: Set<Key>) => void} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Podcast' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['podcast']));
    await expect(canvas.queryByRole('row', { name: 'Podcast' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Newsletter' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Twitch' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['twitch']));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** No tags: the group says so. */
export const Empty: Story = {
  args: { emptyLabel: 'No platforms excluded' },
  render: (args) => (
    <TagGroup {...args} items={[] as typeof TYPES}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No platforms excluded')).toBeVisible();
  },
};

/** Disabled tags cannot be selected or removed. */
export const Disabled: Story = {
  args: { selectionMode: 'multiple', disabledKeys: ['twitch'] },
  render: (args) => (
    <TagGroup {...args} items={TYPES}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    const twitch = canvas.getByRole('row', { name: 'Twitch' });
    await expect(twitch).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(twitch);
    await expect(twitch).not.toHaveAttribute('aria-selected', 'true');
  },
};

/** A description and an error, in words under the tags. */
export const WithError: Story = {
  args: {
    selectionMode: 'multiple',
    description: 'Pick the platforms this campaign runs on.',
    errorMessage: 'Pick at least one platform.',
  },
  render: (args) => (
    <TagGroup {...args} items={TYPES}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('grid', { name: 'Content types' });
    await expect(group).toHaveAccessibleDescription(/Pick at least one platform\./);
  },
};

/** A long tag is cut with an ellipsis inside a narrow column; its full name stays its name. */
export const LongText: Story = {
  render: (args) => (
    <TagGroup {...args} style={{ width: 240 }}>
      <Tag id="long">Sponsored integrations in long-form video podcasts</Tag>
      <Tag id="short">Shorts</Tag>
    </TagGroup>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByRole('row', {
      name: 'Sponsored integrations in long-form video podcasts',
    });
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

/** Both sizes; plain, selected, removable and disabled tags; in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      {variantOptions(tagList, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'grid', gap: 'sm' })}>
          <TagGroup
            aria-label={`Selectable, ${size}`}
            size={size}
            selectionMode="multiple"
            defaultSelectedKeys={['podcast']}
            disabledKeys={['twitch']}
            items={TYPES}
          >
            {(item) => <Tag id={item.id}>{item.name}</Tag>}
          </TagGroup>
          <TagGroup aria-label={`Removable, ${size}`} size={size} items={TYPES} onRemove={() => {}}>
            {(item) => <Tag id={item.id}>{item.name}</Tag>}
          </TagGroup>
        </div>
      ))}
    </div>
  ),
};
