import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components/TagGroup';
import { expect, fn, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { tagList } from './Tag.css.ts';
import { Tag } from './Tag.tsx';
import { TagGroup } from './TagGroup.tsx';

/** What "Show code" displays: the content types as a TagGroup with the story's attributes. */
function typesTagGroupCode(attributes: string) {
  return `import { Tag, TagGroup } from '@airtime/design-system';

const types = [
  { id: 'youtube', name: 'YouTube' },
  { id: 'podcast', name: 'Podcast' },
  { id: 'newsletter', name: 'Newsletter' },
  { id: 'twitch', name: 'Twitch' },
];

<TagGroup${attributes} items={types}>
  {(type) => <Tag id={type.id}>{type.name}</Tag>}
</TagGroup>`;
}

const meta = {
  title: 'Components/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  subcomponents: { Tag },
  args: { label: 'Content types' },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(tagList, 'size') },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `TagGroup` with `Tag`s for a set of short keywords: the content types of a campaign, the platforms a filter picks, the items a user excluded. Tags can be read-only, selectable (as filters) or removable.',
      alternatives: [
        { use: 'StatusBadge', when: "The label is a record's status, with a tone." },
        { use: 'CheckboxGroup', when: 'The choices are part of a form with a submit button.' },
        { use: 'ComboBox', when: 'The user picks from a long list by typing.' },
      ],
      do: [
        'Name the group with `label`, shown above the tags, or with `aria-label` when the context already shows what it is.',
        'Pass `items` (each with an `id`) and render each with `<Tag id={item.id}>`, or write the `Tag`s out with their `id`s.',
        'Use `selectionMode="multiple"` with `selectedKeys` and `onSelectionChange` for tags that act as filters; a check marks the chosen ones.',
        'Pass `onRemove` and take the removed keys out of your `items`; each tag then gets a remove button.',
        'Say what an empty group means with `emptyLabel` ("No platforms excluded").',
      ],
      dont: [
        "Don't use tags for actions; use buttons or a `Menu`.",
        "Don't forget to update `items` in `onRemove`; the group does not remove tags by itself.",
        "Don't put long sentences in a tag; it is cut with an ellipsis in a narrow column.",
      ],
      anatomy: [
        { part: 'Label', description: 'Optional `label` above the tags.' },
        {
          part: 'Tags',
          description:
            'Pills 24 or 28 px high (`size`) that wrap onto more lines; a check before selected ones, a remove button after the text when removable.',
        },
        { part: 'Empty label', description: 'The `emptyLabel` when there are no tags.' },
        {
          part: 'Description and error',
          description: 'Optional hint and error in words under the tags.',
        },
      ],
      accessibility: [
        'The group is a `grid` named by its label or `aria-label`, each tag a `row` named by its text; one Tab stop, with arrow keys between tags.',
        'In a selectable group Space or Enter toggles the focused tag, and `aria-selected` says which are chosen.',
        'In a removable group Delete or Backspace removes the focused tag and focus moves to its neighbour; each remove button is named "Remove" and the tag.',
        'Disabled tags (`disabledKeys`) cannot be selected or removed.',
      ],
    } satisfies Guidance,
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
  parameters: { docs: { source: { code: typesTagGroupCode(' label="Content types"') } } },
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
  parameters: {
    docs: {
      source: {
        code: typesTagGroupCode(
          ' label="Platforms" selectionMode="multiple" selectedKeys={platforms} onSelectionChange={setPlatforms}',
        ),
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Tag, TagGroup } from '@airtime/design-system';
import { useState } from 'react';

function ExcludedPlatforms({ initial }: { initial: { id: string; name: string }[] }) {
  const [platforms, setPlatforms] = useState(initial);
  return (
    <TagGroup
      label="Excluded platforms"
      items={platforms}
      onRemove={(keys) => setPlatforms((current) => current.filter((item) => !keys.has(item.id)))}
    >
      {(platform) => <Tag id={platform.id}>{platform.name}</Tag>}
    </TagGroup>
  );
}`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: `import { Tag, TagGroup } from '@airtime/design-system';

<TagGroup label="Content types" items={excluded} emptyLabel="No platforms excluded">
  {(type) => <Tag id={type.id}>{type.name}</Tag>}
</TagGroup>`,
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: typesTagGroupCode(
          ' label="Content types" selectionMode="multiple" disabledKeys={[\'twitch\']}',
        ),
      },
    },
  },
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
  parameters: {
    docs: {
      source: {
        code: typesTagGroupCode(
          ' label="Content types" selectionMode="multiple" description="Pick the platforms this campaign runs on." errorMessage="Pick at least one platform."',
        ),
      },
    },
  },
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
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: typesTagGroupCode(
          ' aria-label="Content types" size="sm" selectionMode="multiple" defaultSelectedKeys={[\'podcast\']} disabledKeys={[\'twitch\']}',
        ),
      },
    },
  },
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
