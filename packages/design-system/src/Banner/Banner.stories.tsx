import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { banner } from './Banner.css.ts';
import { Banner } from './Banner.tsx';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Reporting is catching up.',
    children: 'Airings from the last 24 hours may be missing while the nightly import runs.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: variantOptions(banner, 'tone') },
    emphasis: { control: 'inline-radio', options: variantOptions(banner, 'emphasis') },
    icon: { control: false },
    actions: { control: false },
  },
  parameters: {
    guidance: {
      whenToUse:
        'Use `Banner` for a message about the whole page or app that stays until it is dealt with: the cookie notice, the impersonation bar, a warning above a form, a delay in reporting. It carries a tone, a title, a sentence and optional actions.',
      alternatives: [
        {
          use: 'toast',
          when: "The message confirms something the user just did and can go away by itself ('Campaign saved', with Undo).",
        },
        { use: 'FieldError', when: 'The message is about one field: show it under that field.' },
        { use: 'ErrorState', when: 'A whole section failed to load and has nothing else to show.' },
        {
          use: 'EmptyState',
          when: 'A list or section is empty and the message says what would appear there.',
        },
      ],
      do: [
        'Pick the `tone` by meaning: `info` (the default) for news, `positive`, `warning`, `critical`, and `neutral` for notices like cookies.',
        'Keep `emphasis="strong"` for the one loud thing, the impersonation banner; the types allow it only with `tone="critical"`.',
        'Put one short headline in `title` and one sentence in `children`, with a `Link` there if the user needs to go somewhere.',
        "Pass small buttons (`size=\"sm\"`) as `actions` for what resolves the message ('Turn off', 'I accept').",
        'Use `isFullWidth` for a banner that runs across the top or bottom of the app.',
      ],
      dont: [
        "Don't add `onDismiss` to a banner that ends with an action the user must take; the close button is for messages that can be ignored.",
        "Don't stack several banners for one problem; say it once with the most severe tone.",
        "Don't rely on the tone's colour or icon alone; the title and sentence must say what happened.",
        "Don't use a banner for a field's validation error; show it under the field.",
      ],
      anatomy: [
        {
          part: 'Icon',
          description: 'One per tone by default; pass another `icon`, or `null` for none.',
        },
        { part: 'Title', description: 'Optional bold headline.' },
        { part: 'Body', description: 'The `children`: a sentence that may hold a link; it wraps.' },
        {
          part: 'Actions',
          description: 'Optional `actions`, moving under the text when the line is full.',
        },
        {
          part: 'Dismiss button',
          description:
            'A small close button, shown only with `onDismiss`, named by `dismissLabel`.',
        },
      ],
      accessibility: [
        'It renders a plain `<div>` with no role, and is not announced when it appears; pass `role="region"` with an `aria-label` to make it a landmark users can jump to, as the cookie notice does.',
        'The icon is hidden from screen readers, so the text must carry the meaning.',
        "The dismiss button is a native `<button>` named 'Dismiss' (`dismissLabel`), reached by Tab and pressed with Enter or Space.",
        'Focus rings inside a strong critical banner are drawn in its white text colour, so they stay visible on red.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reporting is catching up.')).toBeVisible();
    await expect(canvas.getByText(/^Airings from the last 24 hours/)).toBeVisible();
  },
};

function CookieBanner() {
  const [accepted, setAccepted] = useState(false);
  if (accepted) return <p className={sprinkles({ color: 'textSubtle' })}>Cookies accepted.</p>;
  return (
    <Banner
      tone="neutral"
      icon={null}
      aria-label="Cookie notice"
      role="region"
      actions={
        <Button size="sm" variant="primary" onPress={() => setAccepted(true)}>
          I accept
        </Button>
      }
    >
      By using this application, you agree to our use of cookies.{' '}
      <Link href="/privacy">Privacy policy</Link>
    </Banner>
  );
}

/** The cookie notice (spec §2): the sentence, a link to /privacy, and "I accept". */
export const CookieNotice: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Banner, Button, Link } from '@airtime/design-system';

<Banner
  tone="neutral"
  icon={null}
  role="region"
  aria-label="Cookie notice"
  actions={
    <Button size="sm" variant="primary" onPress={acceptCookies}>
      I accept
    </Button>
  }
>
  By using this application, you agree to our use of cookies.{' '}
  <Link href="/privacy">Privacy policy</Link>
</Banner>`,
      },
    },
  },
  render: () => <CookieBanner />,
  play: async ({ canvas, userEvent }) => {
    const notice = canvas.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toHaveTextContent(
      'By using this application, you agree to our use of cookies.',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'I accept' })).toHaveFocus();
  },
};

/** "I accept", from the keyboard, hides the notice. */
export const AcceptCookies: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Banner, Button, Link } from '@airtime/design-system';

<Banner
  tone="neutral"
  icon={null}
  role="region"
  aria-label="Cookie notice"
  actions={
    <Button size="sm" variant="primary" onPress={acceptCookies}>
      I accept
    </Button>
  }
>
  By using this application, you agree to our use of cookies.{' '}
  <Link href="/privacy">Privacy policy</Link>
</Banner>`,
      },
    },
  },
  render: () => <CookieBanner />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Cookies accepted.')).toBeVisible();
  },
};

/**
 * The impersonation banner (spec §2): solid red across the top of the app, with "Turn off". Focus
 * rings inside it turn white, so they still show on red.
 */
export const Impersonation: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Avatar, Banner, Button } from '@airtime/design-system';

<Banner
  tone="critical"
  emphasis="strong"
  isFullWidth
  title="Impersonation on"
  actions={
    <Button size="sm" onPress={stopImpersonating}>
      Turn off
    </Button>
  }
>
  You are currently impersonating Jane Cooper
</Banner>

// The impersonated user's avatar, wherever it shows, carries the same state:
<Avatar name="Jane Cooper" isImpersonating />`,
      },
    },
  },
  args: {
    tone: 'critical',
    emphasis: 'strong',
    isFullWidth: true,
    title: 'Impersonation on',
    children: 'You are currently impersonating Jane Cooper',
    actions: (
      <Button size="sm" onPress={fn()}>
        Turn off
      </Button>
    ),
  },
  render: (args) => (
    <div className={sprinkles({ display: 'grid', gap: 'md' })}>
      <Banner {...args} />
      <div className={sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' })}>
        <Avatar name="Jane Cooper" isImpersonating />
        <span className={sprinkles({ color: 'criticalText', fontWeight: 'medium' })}>
          Impersonate on
        </span>
      </div>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Impersonation on')).toBeVisible();
    await expect(canvas.getByText('You are currently impersonating Jane Cooper')).toBeVisible();
    const turnOff = canvas.getByRole('button', { name: 'Turn off' });
    await userEvent.tab();
    await expect(turnOff).toHaveFocus();
    // The ring is drawn in the banner's text colour (white), not the accent.
    const bannerRoot = canvas.getByText('Impersonation on').parentElement?.parentElement;
    await expect(getComputedStyle(turnOff).outlineColor).toBe(
      getComputedStyle(bannerRoot as Element).color,
    );
  },
};

function ImpersonationFlow({ onTurnOff }: { onTurnOff: () => void }) {
  const [on, setOn] = useState(true);
  if (!on) return <p>Impersonation is off.</p>;
  return (
    <Banner
      tone="critical"
      emphasis="strong"
      title="Impersonation on"
      actions={
        <Button
          size="sm"
          onPress={() => {
            onTurnOff();
            setOn(false);
          }}
        >
          Turn off
        </Button>
      }
    >
      You are currently impersonating Jane Cooper
    </Banner>
  );
}

/** "Turn off" with the pointer ends the impersonation. */
export const TurnOffImpersonation: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { Banner, Button } from '@airtime/design-system';

{isImpersonating && (
  <Banner
    tone="critical"
    emphasis="strong"
    title="Impersonation on"
    actions={
      <Button size="sm" onPress={stopImpersonating}>
        Turn off
      </Button>
    }
  >
    You are currently impersonating {user.name}
  </Banner>
)}`,
      },
    },
  },
  args: { onDismiss: fn() },
  render: (args) => <ImpersonationFlow onTurnOff={args.onDismiss as () => void} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Impersonation is off.')).toBeVisible();
  },
};

/** A close button, reached by Tab and pressed with Enter or Space. */
export const Dismissible: Story = {
  args: {
    tone: 'warning',
    title: 'Payment details missing.',
    children: 'Add a payout method before the end of the month to be paid on time.',
    onDismiss: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

/** A long message wraps; the actions move under it when the line is full. */
export const LongText: Story = {
  args: {
    tone: 'critical',
    title: 'Invoices could not be sent.',
    children:
      'The accounting service rejected 14 invoices because the brand billing contacts are missing or invalid; fix the contacts in each brand’s settings and send the invoices again from the Finance page.',
    actions: <Button size="sm">Open Finance</Button>,
    style: { maxWidth: 640 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open Finance' })).toBeVisible();
  },
};

/** Every tone, the strong critical banner, with and without actions, in every theme. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: {
    controls: { disable: true },
    docs: {
      source: {
        code: `import { Banner, Button } from '@airtime/design-system';

<>
  <Banner tone="neutral" title="Neutral banner.">With its body.</Banner>
  <Banner tone="info" title="Info banner.">With its body.</Banner>
  <Banner tone="positive" title="Positive banner.">With its body.</Banner>
  <Banner tone="warning" title="Warning banner." onDismiss={dismiss}>With its body.</Banner>
  <Banner tone="critical" title="Critical banner.">With its body.</Banner>
  <Banner
    tone="critical"
    emphasis="strong"
    title="Impersonation on"
    actions={<Button size="sm">Turn off</Button>}
  >
    You are currently impersonating Jane Cooper
  </Banner>
</>`,
      },
    },
  },
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'sm' })}>
      {variantOptions(banner, 'tone').map((tone) => (
        <Banner key={tone} tone={tone} title={`${tone} banner.`} onDismiss={() => {}}>
          With its body and a {tone === 'neutral' ? <Link href="/privacy">link</Link> : 'sentence'}.
        </Banner>
      ))}
      <Banner
        tone="critical"
        emphasis="strong"
        title="Impersonation on"
        actions={<Button size="sm">Turn off</Button>}
        onDismiss={() => {}}
      >
        You are currently impersonating Jane Cooper
      </Banner>
    </div>
  ),
};
