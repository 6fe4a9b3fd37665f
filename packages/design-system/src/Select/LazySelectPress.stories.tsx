import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { LazySelect } from './LazySelect.tsx';
import { lazySelectArgs, renderLazySelect } from './lazySelectStory.tsx';
import type { Status } from './storyData.tsx';

// A file of its own: each story file starts with React Aria's Select not loaded yet, and this one
// checks a press the Select arrives in the middle of (LazySelect.stories.tsx checks whole presses).
const meta = {
  title: 'Components/LazySelect, press under way',
  component: LazySelect<Status>,
  args: lazySelectArgs(),
  // The list is portalled to <body>: capture the page so the screenshot shows it open.
  parameters: { screenshot: { target: 'page' } },
  render: renderLazySelect,
} satisfies Meta<typeof LazySelect<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The pointer goes down on the plain button and stays down while React Aria's Select loads and
 * takes its place: the press is not lost, the list opens on the chosen option (a busy machine made
 * the end of such a press land on the removed button, and nothing opened).
 */
export const PressStartedBeforeItLoads: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: trigger });
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Active' })).toHaveFocus());
    await expect(list).toBeVisible();
  },
};
