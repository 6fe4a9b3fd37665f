import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './MonthPicker.tsx';
import { useMonthFilter } from './useMonthFilter.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ReportPage() {
  const { month, setMonth } = useMonthFilter();
  return <MonthPicker month={month} onChange={setMonth} />;
}

function renderReport(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/report', Component: ReportPage },
    ],
    { initialEntries: ['/', url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shownMonth = () => screen.getByRole('status').textContent;

describe('useMonthFilter', () => {
  it.each([
    ['/report?filter.month=2026-03', 'March 2026'],
    ['/report', 'November 2026'],
    ['/report?filter.month=2026-13', 'November 2026'],
    ['/report?filter.month=11%2F26', 'November 2026'],
  ])('%s shows %s', (url, expected) => {
    vi.setSystemTime(new Date('2026-11-20T12:00:00'));
    renderReport(url);
    expect(shownMonth()).toBe(expected);
  });

  it('writes the month into the URL in place, keeping the other filters but not the page cursor', async () => {
    vi.setSystemTime(new Date('2026-11-20T12:00:00'));
    const router = renderReport('/report?filter.month=2026-03&filter.status=aired&cursor=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('filter.month')).toBe('2026-05');
    expect(params.get('filter.status')).toBe('aired');
    expect(params.has('cursor')).toBe(false);
    expect(shownMonth()).toBe('May 2026');
    // Stepping replaced the entry, so Back leaves the report.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });
});
