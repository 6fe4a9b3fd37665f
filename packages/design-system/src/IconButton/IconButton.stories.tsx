import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { button } from '../Button/Button.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Edit campaign', icon: <Pencil />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variantOptions(button, 'variant') },
    size: { control: 'inline-radio', options: variantOptions(button, 'size') },
    icon: { control: false },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `IconButton` for a frequent action whose icon is well known (edit, delete, close, more) where there is no room for a label: toolbars, table rows, card corners. It is a square `Button` with a required `label` that names it for screen readers.',
      alternatives: [
        {
          use: 'Button',
          when: 'There is room for words, or the icon alone would be ambiguous: pass the icon as its `icon` beside a label.',
        },
        {
          use: 'HeaderIconButton',
          when: "In the app header, with a count badge ('Inbox, 3 unread') that joins the accessible name.",
        },
        {
          use: 'LinkButton',
          when: 'The press goes to another page: a link keeps open-in-new-tab and the URL.',
        },
      ],
      do: [
        "Write `label` as what the button does to what ('Delete campaign', 'Edit creator'), not what the icon shows ('Trash').",
        'Keep the default `ghost` variant in rows and toolbars, and use `critical` for a destructive action.',
        'Wrap it in a `TooltipTrigger` with a `Tooltip` when sighted users may not know the icon.',
        'Pass a lucide-react icon as `icon`; it is drawn at 16 px whatever its own size.',
      ],
      dont: [
        "Don't use an icon that has no common meaning; use a `Button` with a label instead.",
        "Don't rely on a `Tooltip` to name it: a tooltip only describes its trigger, so `label` is still required.",
        "Don't pass `aria-label` or children: the props omit them, and `label` and `icon` take their place.",
        "Don't put several `primary` icon buttons side by side; one main action per view, as for `Button`.",
      ],
      anatomy: [
        {
          part: 'Container',
          description:
            'A square `<button>` of 28, 32 or 40 px (`size`), `ghost` unless told otherwise.',
        },
        { part: 'Icon', description: 'The `icon`, 16 px, hidden from screen readers.' },
        { part: 'Spinner', description: 'Replaces the icon while `isPending`.' },
      ],
      accessibility: [
        "The required `label` becomes the button's `aria-label`, so screen readers and tests find it by name (`getByRole('button', { name: 'Edit campaign' })`).",
        'Tab focuses it, Enter and Space press it, and the focus ring shows only for keyboard focus.',
        'While `isPending` it keeps focus with `aria-disabled="true"`, ignores presses, and its name gains \'Loading\' from its spinner.',
        '`isDisabled` sets the native `disabled` attribute and takes it out of the tab order.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers and tests find it by its label; the icon is hidden from them. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit campaign' });
    await userEvent.click(edit);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', label: 'Add creator', icon: <Plus /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add creator' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit campaign' });
    await expect(edit).toBeDisabled();
    await userEvent.click(edit);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: the spinner's label joins the button's name, and presses are ignored. */
export const Pending: Story = {
  args: { variant: 'critical', label: 'Delete campaign', icon: <Trash2 />, isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: 'Delete campaign Loading' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant and size, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { IconButton } from '@airtime/design-system';
import { Pencil, Plus, Trash2 } from 'lucide-react';

// Each variant comes in size="sm" (28 px), "md" (32 px, the default) and "lg" (40 px).
<>
  <IconButton label="Edit campaign" icon={<Pencil />} />
  <IconButton variant="secondary" label="Edit campaign" icon={<Pencil />} />
  <IconButton variant="primary" label="Add creator" icon={<Plus />} />
  <IconButton variant="critical" label="Delete campaign" icon={<Trash2 />} />
  <IconButton label="Edit campaign" icon={<Pencil />} isDisabled />
  <IconButton label="Edit campaign" icon={<Pencil />} isPending />
</>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(button, 'variant').map((variant) => (
        <div
          key={variant}
          className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}
        >
          {variantOptions(button, 'size').map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={`Edit, ${variant} ${size}`}
              icon={<Pencil />}
            />
          ))}
          <IconButton
            variant={variant}
            label={`Edit, ${variant} disabled`}
            icon={<Pencil />}
            isDisabled
          />
          <IconButton
            variant={variant}
            label={`Edit, ${variant} pending`}
            icon={<Pencil />}
            isPending
          />
        </div>
      ))}
    </div>
  ),
};
