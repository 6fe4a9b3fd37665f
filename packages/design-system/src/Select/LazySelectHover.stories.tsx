import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { LazySelect } from './LazySelect.tsx';
import { lazySelectArgs, renderLazySelect } from './lazySelectStory.tsx';
import type { Status } from './storyData.tsx';

// A file of its own: each story file starts with React Aria's Select not loaded yet.
const meta = {
  title: 'Components/LazySelect, hovered first',
  component: LazySelect<Status>,
  args: lazySelectArgs(),
  // Looks as LazySelect's Click story does once open.
  parameters: { screenshot: false },
  render: renderLazySelect,
} satisfies Meta<typeof LazySelect<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The pointer rests on the plain button while React Aria's Select loads, then clicks: the button
 * it rests on is still the one it clicks, and the list opens (a swap on hover once took the button
 * away under a click already on its way, and nothing opened).
 */
export const LoadedWhileHovered: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Status/ });
    // The stand-in (React Aria's trigger has no data-native), or there is nothing to check.
    await expect(trigger).toHaveAttribute('data-native');
    await userEvent.hover(trigger);
    await import('./LazySelectLoaded.tsx');
    // Past the loader's own resolution, which the import above shares.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(trigger).toBeInTheDocument();
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Active' })).toHaveFocus());
    await userEvent.click(screen.getByRole('option', { name: 'Ended' }));
    await expect(args.onChange).toHaveBeenCalledWith('ended');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus());
  },
};
