import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeptLists, KeptListUrl, useKeptScroll } from './keptLists.tsx';

function List() {
  const ref = useKeptScroll(true);
  return (
    <div ref={ref}>
      {/* biome-ignore lint/a11y/useSemanticElements: stands in for the design system's grid. */}
      <div role="grid" aria-label="Rows" />
    </div>
  );
}

function renderLists(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <KeptListUrl>
            <List />
          </KeptListUrl>
        ),
      },
      { path: '/other', element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  forgetKeptLists();
  document.documentElement.scrollTop = 0;
});

describe('kept lists', () => {
  it('brings back the sort and filters when the bare list is opened again', async () => {
    const router = renderLists('/list?sort=-budget&filter.is_active=true');
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/list'));
    expect(router.state.location.search).toBe('?sort=-budget&filter.is_active=true');
    expect(screen.getByRole('grid', { name: 'Rows' })).toBeTruthy();
  });

  it('keeps a URL that names its own filters', async () => {
    const router = renderLists('/list?sort=-budget');
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/list?sort=name'));
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('keeps a cleared list cleared', async () => {
    const router = renderLists('/list?sort=-budget');
    await act(() => router.navigate('/list'));
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/list'));
    expect(router.state.location.search).toBe('');
  });

  it('scrolls the page and the table back to where they were', async () => {
    const router = renderLists('/list');
    const grid = screen.getByRole('grid', { name: 'Rows' });
    grid.scrollTop = 120;
    grid.dispatchEvent(new Event('scroll'));
    document.documentElement.scrollTop = 300;
    document.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/other'));
    document.documentElement.scrollTop = 0;
    await act(() => router.navigate('/list'));
    expect(screen.getByRole('grid', { name: 'Rows' }).scrollTop).toBe(120);
    expect(document.documentElement.scrollTop).toBe(300);
  });
});
