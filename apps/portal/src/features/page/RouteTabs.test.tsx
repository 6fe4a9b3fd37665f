import { RouterProvider as LinkRouterProvider } from '@airtime/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteTabs } from './RouteTabs.tsx';

function Layout() {
  const navigate = useNavigate();
  return (
    <LinkRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <RouteTabs
        label="Reports"
        tabs={[
          { label: 'Events', to: '' },
          { label: 'Revenue', to: 'revenue' },
        ]}
      >
        <Outlet />
      </RouteTabs>
    </LinkRouterProvider>
  );
}

function renderTabs(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/reports',
        Component: Layout,
        children: [
          { index: true, element: <h1>Events report</h1> },
          { path: 'revenue', element: <h1>Revenue report</h1> },
          { path: 'revenue/2026', element: <h1>Revenue of 2026</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The panel the selected tab says it controls: it must exist and hold the page. */
function controlledPanel(): HTMLElement | null {
  const selected = screen.getByRole('tab', { selected: true });
  return document.getElementById(selected.getAttribute('aria-controls') ?? '');
}

describe('RouteTabs', () => {
  it('selects the tab of the path, and its panel holds the page', async () => {
    renderTabs('/reports/revenue');
    expect(await screen.findByRole('tab', { name: 'Revenue', selected: true })).toBeTruthy();
    expect(controlledPanel()?.textContent).toBe('Revenue report');
  });

  it('after moving to a sibling tab, the selected tab controls the panel shown', async () => {
    const router = renderTabs('/reports');
    expect(controlledPanel()?.textContent).toBe('Events report');
    await userEvent.click(screen.getByRole('tab', { name: 'Revenue' }));
    expect(router.state.location.pathname).toBe('/reports/revenue');
    expect(await screen.findByRole('heading', { name: 'Revenue report' })).toBeTruthy();
    expect(controlledPanel()?.textContent).toBe('Revenue report');
  });

  it('keeps the deepest matching tab selected on a page below it', async () => {
    renderTabs('/reports/revenue/2026');
    expect(await screen.findByRole('tab', { name: 'Revenue', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Events', selected: false })).toBeTruthy();
  });

  it('arrow keys move between the tabs and open each page', async () => {
    const router = renderTabs('/reports');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Events' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Revenue report' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reports/revenue');
  });
});
