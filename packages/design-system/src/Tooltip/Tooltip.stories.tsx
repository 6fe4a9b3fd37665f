import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { tooltip } from './Tooltip.css.ts';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const copy = fn().mockName('copy');

// Annotated rather than inferred: the inferred type names React Aria internals.
const meta: Meta<typeof Tooltip> = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipTrigger },
  tags: ['autodocs'],
  args: { children: 'Copy tracking link' },
  argTypes: {
    size: { control: 'inline-radio', options: variantOptions(tooltip, 'size') },
  },
  // The tooltip is portalled to <body>: capture the page so the screenshot shows it.
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        'Use `Tooltip` in a `TooltipTrigger` for a short hint about a control, most often an icon button: what it does, or its keyboard shortcut. It shows on hover after a delay and at once on keyboard focus, and describes its trigger without naming it.',
      alternatives: [
        {
          use: 'PopoverTrigger with openOn="hover"',
          when: 'The floating content has links or buttons, or is more than a sentence.',
        },
        {
          use: "Description (a field's `description`)",
          when: 'The hint explains a form field: show it under the field, where touch users see it too.',
        },
        {
          use: 'Money or Num with compact',
          when: 'You want the exact figure behind an abbreviation: they carry it already.',
        },
      ],
      do: [
        'Keep the text to a few words (`size="sm"`, 200 px) or one sentence (`size="md"`, 280 px).',
        'Still give an `IconButton` its `label`: the tooltip describes the button, the label names it.',
        "Put the trigger first and the `Tooltip` second inside `TooltipTrigger`; the trigger must be focusable (`Button`, `IconButton`, `Link`, or React Aria's `Focusable`).",
        'Use `placement` when the default (`top`) would cover what the user is looking at.',
      ],
      dont: [
        "Don't put links, buttons or anything interactive in a tooltip; it closes when the pointer leaves.",
        "Don't hide information the user needs to finish a task in a tooltip; touch screens never show it.",
        "Don't add a tooltip to a disabled control to explain why; a disabled control gets no focus or hover, so say it beside the control.",
        "Don't repeat a visible label in a tooltip.",
      ],
      anatomy: [
        { part: 'Trigger', description: 'The control the tooltip describes.' },
        {
          part: 'Tooltip',
          description:
            'A small surface in the text colour (dark on a light theme) holding the text, placed by `placement` and flipped when there is no room.',
        },
        { part: 'Arrow', description: 'Points at the trigger.' },
      ],
      accessibility: [
        'The tooltip has `role="tooltip"` and is linked to its trigger with `aria-describedby`, so screen readers read it after the trigger\'s name.',
        'Keyboard focus shows it at once; the pointer shows it after `delay` (600 ms), and once one is open the next shows at once.',
        'Escape hides it and focus stays on the trigger; a press on the trigger hides it too.',
      ],
    } satisfies Guidance,
    // The stories wrap it in padding to leave room above: the tooltip itself, as code.
    docs: {
      source: {
        code: `import { IconButton, Tooltip, TooltipTrigger } from '@airtime/design-system';
import { Copy } from 'lucide-react';

<TooltipTrigger>
  <IconButton label="Copy link" icon={<Copy />} variant="secondary" onPress={copyLink} />
  <Tooltip>Copy tracking link</Tooltip>
</TooltipTrigger>`,
      },
    },
  },
  beforeEach: () => {
    copy.mockClear();
  },
  render: (args) => (
    <div className={sprinkles({ paddingTop: 'xxl', paddingX: 'xxl' })}>
      <TooltipTrigger>
        <IconButton label="Copy link" icon={<Copy />} variant="secondary" onPress={copy} />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard focus shows it at once and Escape hides it; the pointer shows it after resting on the
 * trigger. It describes the button, whose name stays its label.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });

    // The pointer (React Aria tells a mouse user by a press): resting on the button shows it
    // after the delay, not at once; a press hides it and does what the button does.
    await userEvent.click(document.body);
    await userEvent.hover(button);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tip = await screen.findByRole('tooltip', {});
    await expect(tip).toHaveTextContent('Copy tracking link');
    await expect(button).toHaveAccessibleDescription('Copy tracking link');
    await userEvent.click(button);
    await expect(copy).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.unhover(button);

    // The keyboard: focus shows it at once, Escape hides it and focus stays.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

/** Below the trigger, and a sentence that wraps at 280 px. */
export const LongText: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { IconButton, Tooltip, TooltipTrigger } from '@airtime/design-system';
import { Copy } from 'lucide-react';

<TooltipTrigger>
  <IconButton label="Copy link" icon={<Copy />} variant="secondary" onPress={copyLink} />
  <Tooltip size="md" placement="bottom">
    Copies the tracking link with this creator’s promo code, ready to paste into the brief.
  </Tooltip>
</TooltipTrigger>`,
      },
    },
  },
  args: {
    size: 'md',
    placement: 'bottom',
    children:
      'Copies the tracking link with this creator’s promo code, ready to paste into the brief.',
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await expect(tip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await waitFor(() =>
      expect(tip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        button.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** A disabled trigger shows no tooltip: it cannot be focused, and hovering it does nothing. */
export const Disabled: Story = {
  parameters: { screenshot: { target: 'frame' } },
  render: (args) => (
    <TooltipTrigger>
      <IconButton label="Copy link" icon={<Copy />} variant="secondary" isDisabled />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.hover(button);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** A row of icon buttons: moving from one to the next shows the next tooltip at once. */
export const Toolbar: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'xs', paddingTop: 'xxl' })}>
      {[
        { label: 'Edit', icon: <Pencil /> },
        { label: 'Duplicate', icon: <Copy /> },
        { label: 'Delete', icon: <Trash2 /> },
      ].map(({ label, icon }) => (
        <TooltipTrigger key={label}>
          <IconButton label={label} icon={icon} />
          <Tooltip>{label}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Duplicate' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Duplicate'));
  },
};

/** Both sizes, in every theme (the tooltip surface inline, as it looks when shown). */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { IconButton, Tooltip, TooltipTrigger } from '@airtime/design-system';
import { Copy } from 'lucide-react';

// size: 'sm' (a word or two) | 'md' (a sentence)
<TooltipTrigger>
  <IconButton label="Copy link" icon={<Copy />} variant="secondary" onPress={copyLink} />
  <Tooltip size="sm">Copy link</Tooltip>
</TooltipTrigger>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'flex-start' })}>
      {variantOptions(tooltip, 'size').map((size) => (
        <div key={size} className={tooltip({ size })}>
          {size === 'sm' ? 'Copy link' : 'Copies the tracking link with the promo code.'}
        </div>
      ))}
    </div>
  ),
};
