import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Comment', onChange: fn() },
  render: (args) => (
    <div className={storyColumn}>
      <TextArea {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        'Use `TextArea` for text that may run over several lines: a comment, notes, a message composer. It rests at two lines (52 px) and grows with its content up to `maxRows`; with `onSubmit`, Enter sends and Shift+Enter adds a line.',
      alternatives: [{ use: 'TextField', when: 'The value is a single line (a name, an email).' }],
      do: [
        'Always pass a `label`; for a chat-style composer hide it with `isLabelHidden` and keep a `placeholder` such as "Write a message".',
        'Use `minRows={1}` with `onSubmit` for a one-line composer (32 px at rest).',
        'Clear a controlled `value` in `onSubmit` after sending; the box shrinks back to rest.',
        'Set `maxRows` (10 by default) lower where the page has little room; past it the text scrolls.',
      ],
      dont: [
        "Don't pass `onSubmit` to a field inside a longer form where Enter should add a line; without `onSubmit` Enter inserts a new line.",
        "Don't set a fixed height with CSS; the box sizes itself from `minRows` and `maxRows`.",
        "Don't use it for a single-line value; use `TextField`, whose Enter submits the form.",
      ],
      anatomy: [
        {
          part: 'Label',
          description:
            'Above the box, with a required marker when `isRequired`; visually hidden with `isLabelHidden`.',
        },
        {
          part: 'Text box',
          description: 'A `<textarea>` that grows from `minRows` to `maxRows` lines, then scrolls.',
        },
        {
          part: 'Description or error',
          description: 'Help text under the box, replaced by the `errorMessage` while invalid.',
        },
      ],
      accessibility: [
        'The `<textarea>` is named by its label and described by the description or the error.',
        "With `onSubmit`, Enter calls it with the text and Shift+Enter inserts a line; an Enter that confirms an input method's composition (Japanese, Chinese) sends nothing.",
        'Tell users that Enter sends, in `description` or nearby, when it is not obvious from the page.',
        'Read-only and disabled fields never submit on Enter.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const height = (element: HTMLElement) => element.getBoundingClientRect().height;

/**
 * Rests at 52 px (two lines) and grows with its content above that. Without `onSubmit`, Enter
 * inserts a new line.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(height(comment)).toBe(52);
    await userEvent.click(comment);
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(height(comment)).toBe(52);
    await userEvent.keyboard('{Enter}Third line');
    await expect(height(comment)).toBe(72);
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line\nThird line');
    await userEvent.keyboard('{Backspace>11/}');
    await expect(height(comment)).toBe(52);
  },
};

/**
 * A one-line composer (`minRows={1}`): 32 px at rest. Enter sends, Shift+Enter adds a line, and
 * an Enter that confirms an input method's composition (Japanese, Chinese...) sends nothing.
 */
export const SubmitOnEnter: Story = {
  args: {
    label: 'Message',
    isLabelHidden: true,
    placeholder: 'Write a message',
    minRows: 1,
    onSubmit: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(height(message)).toBe(32);
    await userEvent.click(message);
    await userEvent.keyboard('Hi Ana,{Shift>}{Enter}{/Shift}the video is live.');
    await expect(message).toHaveValue('Hi Ana,\nthe video is live.');
    await expect(height(message)).toBe(52);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    fireEvent.keyDown(message, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(message, { key: 'Enter', keyCode: 229 });
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Hi Ana,\nthe video is live.');
    await expect(message).toHaveValue('Hi Ana,\nthe video is live.');
  },
};

/** Past `maxRows` the box stops growing and the text scrolls. */
export const MaxRows: Story = {
  args: {
    label: 'Talking points',
    maxRows: 4,
    defaultValue: [
      'Mention the spring sale in the first minute.',
      'Show the product on screen while talking about it.',
      'Read the promo code slowly, twice.',
      'Link in the first line of the description.',
      'No comparisons with competitors.',
      'Do not mention pricing beyond the discount.',
    ].join('\n'),
  },
  play: async ({ canvas }) => {
    const points = canvas.getByRole('textbox', { name: 'Talking points' });
    await expect(height(points)).toBe(92);
    await expect(points.scrollHeight).toBeGreaterThan(points.clientHeight);
    await expect(getComputedStyle(points).overflowY).toBe('auto');
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Say why the airing was rejected.',
    description: 'The creator sees this comment.',
  },
  play: async ({ canvas }) => {
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(comment).toBeRequired();
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await expect(comment).toHaveAccessibleDescription(
      'The creator sees this comment. Say why the airing was rejected.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Approved after the second cut.', onSubmit: fn() },
  play: async ({ canvas, userEvent }) => {
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(comment).toBeDisabled();
    await userEvent.tab();
    await expect(comment).not.toHaveFocus();
  },
};

/** Read-only text can be focused and selected; Enter does not submit it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Approved after the second cut.', onSubmit: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.tab();
    await expect(comment).toHaveFocus();
    await userEvent.keyboard('{Enter}x');
    await expect(comment).toHaveValue('Approved after the second cut.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A long unbroken word wraps instead of widening the box. */
export const LongText: Story = {
  args: {
    label: 'Notes for the production team about this sponsored segment',
    defaultValue:
      'https://acme.example.com/campaigns/spring-2024/creators/ana-lopez/segments/intro?utm_source=youtube&utm_medium=sponsorship',
  },
  play: async ({ canvas }) => {
    const notes = canvas.getByRole('textbox', {
      name: 'Notes for the production team about this sponsored segment',
    });
    await expect(notes.scrollWidth).toBeLessThanOrEqual(notes.clientWidth);
    await expect(height(notes)).toBeGreaterThan(52);
  },
};

/** A composer whose text the page owns: sending clears it, and the box shrinks back to rest. */
export const ClearedAfterSending: Story = {
  parameters: {
    docs: {
      source: {
        code: `import { TextArea } from '@airtime/design-system';
import { useState } from 'react';

function Composer({ send }: { send: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <TextArea
      label="Message"
      isLabelHidden
      placeholder="Write a message"
      minRows={1}
      value={text}
      onChange={setText}
      onSubmit={(value) => {
        send(value);
        setText('');
      }}
    />
  );
}`,
      },
    },
  },
  args: { label: 'Message', isLabelHidden: true, minRows: 1, onSubmit: fn() },
  render: function Render(args) {
    const [text, setText] = useState('');
    return (
      <div className={storyColumn}>
        <TextArea
          {...args}
          value={text}
          onChange={setText}
          onSubmit={(value) => {
            args.onSubmit?.(value);
            setText('');
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(message);
    await userEvent.keyboard('One{Shift>}{Enter}{/Shift}two{Shift>}{Enter}{/Shift}three');
    await expect(height(message)).toBe(72);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('One\ntwo\nthree');
    await expect(message).toHaveValue('');
    await expect(height(message)).toBe(32);
  },
};

const STATES = [
  { name: 'Empty', props: { placeholder: 'Add a comment' } },
  { name: 'Filled', props: { defaultValue: 'Approved.\nPlease post on Tuesday.\nThanks!' } },
  { name: 'One line', props: { minRows: 1, placeholder: 'Write a message' } },
  { name: 'Required', props: { isRequired: true, description: 'The creator sees this.' } },
  { name: 'Invalid', props: { isInvalid: true, errorMessage: 'Say why.' } },
  { name: 'Read-only', props: { isReadOnly: true, defaultValue: 'Approved.' } },
  { name: 'Disabled', props: { isDisabled: true, defaultValue: 'Approved.' } },
] as const;

/** Every state, in every theme: the visual regression baseline. */
export const AllVariants: Story = {
  globals: { theme: 'all' },
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className={`${sprinkles({ display: 'grid', gap: 'md' })} ${storyColumn}`}>
      {STATES.map((state) => (
        <TextArea key={state.name} {...args} {...state.props} label={state.name} />
      ))}
    </div>
  ),
};
