import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { button } from './Button.css.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    // Options come from the recipe, so the controls always match the real variants.
    variant: { control: 'inline-radio', options: variantOptions(button, 'variant') },
    size: { control: 'inline-radio', options: variantOptions(button, 'size') },
    icon: { control: false },
  },
  parameters: {
    guidance: {
      whenToUse:
        "Use `Button` for an action on the current page: save, submit, open a dialog, delete. It wraps React Aria's Button, so a press works the same with a mouse, touch, Enter or Space.",
      alternatives: [
        {
          use: 'LinkButton',
          when: 'The action goes to another page or URL: it renders a real link with an `href`.',
        },
        {
          use: 'Link',
          when: 'Navigation inside a sentence or a table cell, where a button shape would be too heavy.',
        },
        {
          use: 'IconButton',
          when: 'There is room only for an icon, in a toolbar or a table row; it requires a `label`.',
        },
        {
          use: 'MenuTrigger with Menu',
          when: 'A row or header has several secondary actions: keep one button and put the rest in a menu.',
        },
      ],
      do: [
        'Give a view one `variant="primary"` button for its main action and make the others `secondary`.',
        'Use `ghost` for the low-emphasis buttons of toolbars and table rows, and `critical` for destructive actions such as delete or revoke.',
        "Set `isPending` with a `pendingLabel` such as 'Saving' while the action runs: the button keeps its width and focus and ignores further presses.",
        "Write the label as a verb and its object ('Save changes', 'Add creator'), and pass an `icon` only to support that label.",
        'Handle presses with `onPress`, which covers mouse, touch and keyboard alike.',
      ],
      dont: [
        "Don't navigate from `onPress`; use `LinkButton` with an `href`, so the destination can be opened in a new tab.",
        "Don't put an icon alone in `children`; use `IconButton`, whose `label` gives it a name.",
        "Don't use `isDisabled` to stop a second submit while saving; use `isPending`, which keeps focus where it is.",
        "Don't write long labels expecting them to wrap: a label never wraps and the button grows with it.",
        "Don't use `onClick`: React Aria keeps it only as a compatibility alias of `onPress`.",
      ],
      anatomy: [
        {
          part: 'Container',
          description: 'A `<button>` 28, 32 or 40 px high (`size`), coloured by `variant`.',
        },
        { part: 'Icon', description: 'Optional `icon` before the label, drawn at 16 px.' },
        { part: 'Label', description: 'The `children`: one line of text that never wraps.' },
        { part: 'Spinner', description: 'Shown over the hidden label while `isPending`.' },
      ],
      accessibility: [
        'Renders a native `<button type="button">` (pass `type="submit"` in a form); Tab focuses it and Enter or Space presses it.',
        "The focus ring shows only for keyboard focus, through React Aria's `data-focus-visible`.",
        'Its accessible name is the label text; the `icon` is decoration, so the label must say everything.',
        'While `isPending` it stays focusable with `aria-disabled="true"`, ignores presses, and its spinner is a progress bar named by `pendingLabel` that joins the button\'s name.',
        '`isDisabled` sets the native `disabled` attribute, which takes the button out of the tab order, so say elsewhere why an action is unavailable.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press with the pointer, then with Enter and Space once focused from the keyboard. */
const pressesWithPointerAndKeyboard: Story['play'] = async ({ canvas, userEvent, args }) => {
  const save = canvas.getByRole('button', { name: 'Save changes' });
  await userEvent.click(save);
  await expect(args.onPress).toHaveBeenCalledTimes(1);

  await userEvent.tab({ shift: true });
  await userEvent.tab();
  await expect(save).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect(args.onPress).toHaveBeenCalledTimes(3);
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: pressesWithPointerAndKeyboard,
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: pressesWithPointerAndKeyboard,
};

export const Ghost: Story = {
  args: { variant: 'ghost' },
  play: pressesWithPointerAndKeyboard,
};

export const Critical: Story = {
  args: { variant: 'critical', children: 'Delete campaign', icon: <Trash2 /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete campaign' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The icon is decoration: the button's name is its label alone. */
export const WithIcon: Story = {
  args: { variant: 'primary', children: 'Add creator', icon: <Plus /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add creator' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Disabled buttons ignore presses and leave the tab order. */
export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await userEvent.tab();
    await expect(save).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * While pending the label gives way to a spinner, the button keeps its width and focus, ignores
 * presses and tells screen readers it is busy.
 */
export const Pending: Story = {
  args: { variant: 'primary', isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: /Save changes/ });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await userEvent.click(save);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SavingButton({ onSaved }: { onSaved: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      variant="primary"
      isPending={saving}
      pendingLabel="Saving"
      onPress={() => {
        setSaving(true);
        setTimeout(() => {
          setSaving(false);
          onSaved();
        }, 300);
      }}
    >
      Save changes
    </Button>
  );
}

/** The usual flow: pressed from the keyboard, pending while saving, focus kept throughout. */
export const SavingFlow: Story = {
  render: (args) => <SavingButton onSaved={args.onPress as () => void} />,
  parameters: {
    docs: {
      source: {
        code: `import { Button } from '@airtime/design-system';
import { useState } from 'react';

function SaveButton({ save }: { save: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      variant="primary"
      isPending={saving}
      pendingLabel="Saving"
      onPress={async () => {
        setSaving(true);
        try {
          await save();
        } finally {
          setSaving(false);
        }
      }}
    >
      Save changes
    </Button>
  );
}`,
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(save).toHaveFocus();
    await expect(save).not.toHaveAttribute('aria-disabled');
  },
};

/** Labels never wrap: the button grows with its label. */
export const LongLabel: Story = {
  args: {
    variant: 'secondary',
    icon: <Send />,
    children: 'Send the signed insertion order to the brand for approval',
  },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', {
      name: 'Send the signed insertion order to the brand for approval',
    });
    const lineHeight = Number.parseFloat(getComputedStyle(send).lineHeight);
    await expect(send.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
  },
};

const STATES = [
  { name: 'Default', props: {} },
  { name: 'With icon', props: { icon: <Plus /> } },
  { name: 'Disabled', props: { isDisabled: true } },
  { name: 'Pending', props: { isPending: true } },
] as const;

/** Every variant, size and state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Button } from '@airtime/design-system';
import { Plus } from 'lucide-react';

// Each variant comes in size="sm" (28 px), "md" (32 px, the default) and "lg" (40 px).
<>
  <Button variant="primary">Save changes</Button>
  <Button variant="secondary">Cancel</Button>
  <Button variant="ghost">Edit</Button>
  <Button variant="critical">Delete campaign</Button>
  <Button variant="primary" icon={<Plus />}>Add creator</Button>
  <Button variant="primary" isDisabled>Save changes</Button>
  <Button variant="primary" isPending pendingLabel="Saving">Save changes</Button>
</>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {variantOptions(button, 'size').map((size) => (
        <div key={size} className={sprinkles({ display: 'grid', gap: 'sm' })}>
          {variantOptions(button, 'variant').map((variant) => (
            <div
              key={variant}
              className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}
            >
              {STATES.map((state) => (
                <Button key={state.name} variant={variant} size={size} {...state.props}>
                  {`${variant} ${size}`}
                </Button>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};
