import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PaletteAction, paletteRegistry, usePaletteActions } from './paletteActions.tsx';

afterEach(cleanup);

function Screen({ actions }: { readonly actions: readonly PaletteAction[] }) {
  usePaletteActions(actions);
  return null;
}

const offered = () => [...paletteRegistry.entries.values()].flat();

describe('the palette actions a screen offers', () => {
  it('a re-render with new handlers keeps the palette still, and the palette runs the newest', () => {
    const heard = vi.fn();
    const unsubscribe = paletteRegistry.subscribe(heard);
    const first = vi.fn();
    const view = render(
      <Screen actions={[{ id: 'brand:create', label: 'Create brand', run: first }]} />,
    );
    expect(heard).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    view.rerender(
      <Screen actions={[{ id: 'brand:create', label: 'Create brand', run: second }]} />,
    );
    expect(heard).toHaveBeenCalledTimes(1);
    act(() => offered()[0]?.run());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it.each([
    ['a new label', { id: 'a', label: 'Set projection Low', run: () => {} }],
    ['another action', { id: 'b', label: 'Set projection High', run: () => {} }],
    [
      'a description',
      { id: 'a', label: 'Set projection High', description: 'Acme', run: () => {} },
    ],
  ])('redraws the palette for %s', (_, next) => {
    const heard = vi.fn();
    const unsubscribe = paletteRegistry.subscribe(heard);
    const view = render(
      <Screen actions={[{ id: 'a', label: 'Set projection High', run: () => {} }]} />,
    );
    view.rerender(<Screen actions={[next]} />);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(offered().map((action) => action.label)).toEqual([next.label]);
    unsubscribe();
  });

  it('takes its actions away when the screen goes, and an empty offer says nothing', () => {
    const heard = vi.fn();
    const unsubscribe = paletteRegistry.subscribe(heard);
    const empty = render(<Screen actions={[]} />);
    expect(heard).not.toHaveBeenCalled();
    empty.unmount();
    const view = render(<Screen actions={[{ id: 'a', label: 'Create brand', run: () => {} }]} />);
    view.unmount();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(offered()).toEqual([]);
    unsubscribe();
  });
});
