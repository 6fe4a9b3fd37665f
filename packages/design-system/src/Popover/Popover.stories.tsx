import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Link } from '../Link/Link.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { cx } from '../utils/cx.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { popover, popoverContent } from './Popover.css.ts';
import { Popover } from './Popover.tsx';
import { PopoverTrigger } from './PopoverTrigger.tsx';

const navigate = fn().mockName('navigate');
const apply = fn().mockName('apply');

/** What "Show code" displays: the filters popover, written out with its dialog. */
function filtersPopoverCode(
  popoverProps: string,
  button = '<Button icon={<SlidersHorizontal />}>Filters</Button>',
) {
  return `import { Button, Dialog, Popover, PopoverTrigger } from '@airtime/design-system';
import { SlidersHorizontal } from 'lucide-react';

<PopoverTrigger>
  ${button}
  <Popover placement="bottom start" padding="none"${popoverProps}>
    <Dialog
      aria-label="Filters"
      padding="md"
      showCloseButton={false}
      footer={({ close }) => (
        <Button
          size="sm"
          variant="primary"
          onPress={() => {
            applyFilters();
            close();
          }}
        >
          Apply
        </Button>
      )}
    >
      Show campaigns that air this month.
    </Dialog>
  </Popover>
</PopoverTrigger>`;
}

// Annotated rather than inferred: the inferred type names React Aria internals.
const meta: Meta<typeof Popover> = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  // Popovers holding a Dialog leave the padding to it.
  args: { placement: 'bottom start', padding: 'none', children: null },
  argTypes: {
    padding: { control: 'inline-radio', options: variantOptions(popover, 'padding') },
    width: { control: 'inline-radio', options: variantOptions(popover, 'width') },
    children: { control: false },
  },
  // The popover is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: {
    screenshot: { target: 'page' },
    guidance: {
      whenToUse:
        "Use `Popover` in a `PopoverTrigger` for a small floating surface tied to one control: a few filters, a short form, or a preview of a link's target on hover. It is React Aria's Popover: it closes on Escape and on a click outside and gives focus back to its trigger.",
      alternatives: [
        { use: 'MenuTrigger with Menu', when: 'The content is a list of actions or links.' },
        {
          use: 'Tooltip',
          when: 'The content is a short label or hint for a control, with nothing to interact with.',
        },
        {
          use: 'Modal',
          when: "The task needs the user's full attention, or is too big to float beside its trigger.",
        },
        { use: 'Select or ComboBox', when: 'The user picks a value from a list.' },
      ],
      do: [
        'Put the trigger (a `Button`, `IconButton` or `Link`) first and the `Popover` second inside `PopoverTrigger`.',
        'Put a `Dialog` inside a press popover, with `padding="md"` on the dialog and `padding="none"` on the popover, and an `aria-label` when it has no title.',
        'Close it from its own buttons with the dialog\'s `close` (from `footer={({ close }) => ...}`) or `slot="close"`.',
        'Use `openOn="hover"` only for previews, such as a brand\'s summary on its link; give the popover an `aria-label`.',
        'Set `width` (`sm`, `md`, `lg`) for text content, so it wraps at a readable width.',
      ],
      dont: [
        "Don't put the only way to do something in a hover popover; touch users cannot hover, so the trigger must work on its own.",
        "Don't nest popovers in popovers; move the second step into the first, or use a `Modal`.",
        "Don't use a popover for a list of actions; use a `Menu`, which gives the keyboard its arrow keys.",
      ],
      anatomy: [
        {
          part: 'Trigger',
          description:
            'The control that opens it, on a press or, with `openOn="hover"`, on hover and keyboard focus.',
        },
        {
          part: 'Surface',
          description:
            'A floating panel with a border and a shadow, placed by `placement` and flipped when there is no room.',
        },
        { part: 'Arrow', description: 'Optional, with `showArrow`: points at the trigger.' },
        {
          part: 'Content',
          description: 'Usually a `Dialog`; padded by `padding` and as wide as `width`.',
        },
      ],
      accessibility: [
        'A press popover opens on click, Enter or Space, moves focus into its dialog, and returns focus to the trigger when it closes.',
        'Escape and a click outside close it; the dialog inside is named by its title or `aria-label`.',
        'A hover popover opens after `delay` (300 ms) when the pointer rests on the trigger or when the trigger gets keyboard focus; Tab moves into it and Escape closes it.',
        'The trigger keeps its own role: a link in a hover popover still navigates.',
      ],
    } satisfies Guidance,
  },
  beforeEach: () => {
    navigate.mockClear();
    apply.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof meta>;

function FiltersContent() {
  return (
    <Dialog
      aria-label="Filters"
      padding="md"
      showCloseButton={false}
      footer={({ close }) => (
        <Button
          size="sm"
          variant="primary"
          onPress={() => {
            apply();
            close();
          }}
        >
          Apply
        </Button>
      )}
    >
      <p className={text({ size: 'sm', tone: 'subtle' })}>Show campaigns that air this month.</p>
    </Dialog>
  );
}

/**
 * Opens on a press; Escape and a click outside close it, and focus goes back to the trigger.
 * Enter opens it from the keyboard with focus inside.
 */
export const Default: Story = {
  parameters: { docs: { source: { code: filtersPopoverCode('') } } },
  render: (args) => (
    <PopoverTrigger>
      <Button icon={<SlidersHorizontal />}>Filters</Button>
      <Popover {...args}>
        <FiltersContent />
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // From the keyboard: Enter opens it and focus moves in; Tab reaches its button.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(again).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Apply' })).toHaveFocus();

    // A click outside closes it.
    await userEvent.click(document.body);
    await waitFor(() => expect(again).not.toBeInTheDocument());

    // Its own button runs and closes it; the screenshot shows it open.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await expect(apply).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Filters' });
  },
};

/** With an arrow pointing at the trigger, here on its right. */
export const WithArrow: Story = {
  parameters: {
    docs: {
      source: {
        code: filtersPopoverCode(' showArrow placement="end"', '<Button>Filters</Button>'),
      },
    },
  },
  args: { showArrow: true, placement: 'end' },
  render: (args) => (
    <PopoverTrigger>
      <Button>Filters</Button>
      <Popover {...args}>
        <FiltersContent />
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    // It opened beside its trigger, leaving room for the arrow.
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        trigger.getBoundingClientRect().right + 8,
      ),
    );
  },
};

function BrandPreview() {
  return (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      <strong>Acme Corp</strong>
      <span className={text({ size: 'sm', tone: 'subtle' })}>
        12 active campaigns · customer since 2021
      </span>
      <LinkButton size="sm" href="/agency/brands/1">
        Open brand
      </LinkButton>
    </div>
  );
}

/**
 * Opens when the pointer rests on the trigger, after a short delay, or when the trigger gets
 * keyboard focus; Tab moves into it, Escape closes it. For previews: the link still navigates.
 */
export const OnHover: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Link, LinkButton, Popover, PopoverTrigger, Stack } from '@airtime/design-system';

<p>
  Sponsorship for{' '}
  <PopoverTrigger openOn="hover">
    <Link href="/agency/brands/1">Acme Corp</Link>
    <Popover placement="bottom start" width="sm" padding="md" aria-label="Acme Corp preview">
      <Stack space="sm">
        <strong>Acme Corp</strong>
        <span>12 active campaigns · customer since 2021</span>
        <LinkButton size="sm" href="/agency/brands/1">
          Open brand
        </LinkButton>
      </Stack>
    </Popover>
  </PopoverTrigger>{' '}
  starts next week.
</p>`,
      },
    },
  },
  args: { width: 'sm', padding: 'md' },
  render: (args) => (
    <p>
      Sponsorship for{' '}
      <PopoverTrigger openOn="hover">
        <Link href="/agency/brands/1">Acme Corp</Link>
        <Popover {...args} aria-label="Acme Corp preview">
          <BrandPreview />
        </Popover>
      </PopoverTrigger>{' '}
      starts next week.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Acme Corp' });

    // With the pointer (React Aria tells a mouse user by a press): not at once, so a passing
    // pointer opens nothing, then after the delay.
    await userEvent.click(document.body);
    await userEvent.hover(link);
    await expect(screen.queryByRole('link', { name: 'Open brand' })).not.toBeInTheDocument();
    const open = await screen.findByRole('link', { name: 'Open brand' });
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    // Moving away, not onto the popover, closes it after the close delay.
    await userEvent.unhover(link);
    await userEvent.pointer({ target: document.body, coords: { clientX: 1100, clientY: 800 } });
    await waitFor(() => expect(open).not.toBeInTheDocument());

    // The keyboard equivalent: focus opens it, Tab moves in, Escape closes it.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const preview = await screen.findByRole('link', { name: 'Open brand' });
    await userEvent.tab();
    await expect(preview).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(preview).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());

    // The trigger is still a link.
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/agency/brands/1', undefined);

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('link', { name: 'Open brand' });
  },
};

/** Long content wraps inside the width and scrolls past the viewport's height. */
export const LongText: Story = {
  args: { width: 'md' },
  render: (args) => (
    <PopoverTrigger>
      <Button>Rate card notes</Button>
      <Popover {...args}>
        <Dialog aria-label="Rate card notes" padding="md" showCloseButton={false}>
          <p>
            Flat rates are billed on the air date; CPA rates are reconciled at the end of each month
            against the tracker's conversions, and amounts marked (b) are what the brand pays while
            amounts marked (c) are what the creator receives. A supercalifragilisticexpialidocious
            sponsorship-identifier-without-spaces-0123456789 wraps too.
          </p>
        </Dialog>
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rate card notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate card notes' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** A disabled trigger opens nothing. */
export const Disabled: Story = {
  render: (args) => (
    <PopoverTrigger>
      <Button isDisabled>Filters</Button>
      <Popover {...args}>
        <FiltersContent />
      </Popover>
    </PopoverTrigger>
  ),
  parameters: {
    screenshot: { target: 'frame' },
    docs: { source: { code: filtersPopoverCode('', '<Button isDisabled>Filters</Button>') } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The surface in every padding and width, in every theme (inline: no trigger needed). */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    screenshot: { target: 'frame' },
    docs: {
      source: {
        code: `import { Button, Dialog, Popover, PopoverTrigger } from '@airtime/design-system';

// padding: 'none' | 'sm' | 'md'; width: 'auto' | 'sm' | 'md' | 'lg'
<PopoverTrigger>
  <Button>Details</Button>
  <Popover padding="none" width="sm">
    <Dialog aria-label="Acme Corp" padding="md" showCloseButton={false}>
      12 active campaigns · customer since 2021
    </Dialog>
  </Popover>
</PopoverTrigger>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'lg', alignItems: 'flex-start' })}>
      {variantOptions(popover, 'padding').map((padding) => (
        <div key={padding} className={popover({ padding, width: 'sm' })}>
          <div className={popoverContent}>
            <p className={cx(text({ size: 'sm' }), sprinkles({ background: 'neutralSoft' }))}>
              padding {padding}
            </p>
          </div>
        </div>
      ))}
      <div className={popover({ padding: 'md' })}>
        <div className={popoverContent}>
          <BrandPreview />
        </div>
      </div>
    </div>
  ),
};
