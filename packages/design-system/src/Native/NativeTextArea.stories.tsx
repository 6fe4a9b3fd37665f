import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance.ts';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { NativeTextArea } from './NativeTextArea.tsx';

const meta = {
  title: 'Components/Native/NativeTextArea',
  component: NativeTextArea,
  tags: ['autodocs'],
  args: { label: 'Message', placeholder: 'Write a message', onChange: fn() },
  render: (args) => (
    <div className={storyColumn}>
      <NativeTextArea {...args} />
    </div>
  ),
  parameters: {
    guidance: {
      whenToUse:
        "`NativeTextArea` is `TextArea`'s look and growth on a plain `<label>` and `<textarea>`, without React Aria: use it for a field that a page loads at once but that is not part of a form, such as a conversation's composer on a home page.",
      alternatives: [
        {
          use: 'TextArea',
          when: 'In forms: it validates, and takes its errors from a React Aria `Form`.',
        },
      ],
      do: [
        "Always pass a `label`; hide it with `isLabelHidden` only where the context names the field (a thread's heading).",
        'Pass `onSubmit` for a composer: Enter sends, Shift+Enter adds a line.',
        'Set `minRows` and `maxRows` for how tall it rests and how far it grows.',
      ],
      dont: [
        "Don't use it inside a React Aria `Form`; use `TextArea`.",
        "Don't pass `required`, `disabled` or `rows`; use `isRequired`, `isDisabled` and `minRows`.",
      ],
      anatomy: [
        { part: 'Label', description: 'Above the field, or for screen readers only.' },
        {
          part: 'Box',
          description: '`minRows` lines tall at rest (1 line: 32 px), growing to `maxRows`.',
        },
        { part: 'Description', description: 'Optional help under the field.' },
        { part: 'Error', description: 'The `errorMessage` under the field, with an icon.' },
      ],
      accessibility: [
        'The `<textarea>` is named by its `<label>` and described by the error and the description (`aria-describedby`).',
        'With an `errorMessage` it has `aria-invalid="true"`.',
        "Enter that confirms an input method's composition never sends.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NativeTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab in, type two lines: the label names the field, each change is reported, the box grows. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    const atRest = field.getBoundingClientRect().height;
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('First line{Enter}second line{Enter}third line');
    await expect(field).toHaveValue('First line\nsecond line\nthird line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nsecond line\nthird line');
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(atRest);
  },
};

/** A one-line composer: Enter sends the text, Shift+Enter breaks the line. */
export const EnterSends: Story = {
  args: { label: 'Message Acme', isLabelHidden: true, minRows: 1, maxRows: 8, onSubmit: fn() },
  render: (args) => {
    const [value, setValue] = useState('');
    return (
      <div className={storyColumn}>
        <NativeTextArea
          {...args}
          value={value}
          onChange={setValue}
          onSubmit={(text) => {
            args.onSubmit?.(text);
            setValue('');
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Message Acme' });
    await expect(field.getBoundingClientRect().height).toBe(32);
    await userEvent.click(field);
    await userEvent.keyboard('Are the scripts{Shift>}{Enter}{/Shift}ready?{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Are the scripts\nready?');
    await expect(field).toHaveValue('');
  },
};

/** The caller's error: the field is invalid and the error is read as its description. */
export const Invalid: Story = {
  args: { errorMessage: 'The message could not be sent.', defaultValue: 'Hello' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('The message could not be sent.');
  },
};
