import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportPeriodPicker } from './ReportPeriodPicker.tsx';
import { formatPeriod, LAST_12_MONTHS } from './reportPeriod.ts';
import { useReportPeriod } from './useReportPeriod.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Report() {
  const { period, setPeriod } = useReportPeriod(LAST_12_MONTHS);
  return (
    <>
      <ReportPeriodPicker period={period} onChange={setPeriod} />
      <p>{`Views, ${formatPeriod(period)}`}</p>
    </>
  );
}

function renderReport(url: string) {
  vi.setSystemTime(new Date('2026-11-20T12:00:00'));
  const router = createMemoryRouter([{ path: '/report', Component: Report }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return () => new URLSearchParams(router.state.location.search);
}

const periodSelect = () => screen.getByRole('button', { name: /Period/ });

describe('the report period', () => {
  it('opens on the report’s default, and on the period of a shared link', () => {
    renderReport('/report');
    expect(periodSelect().textContent).toContain('Last 12 months');
    expect(screen.queryByRole('group', { name: 'Report month' })).toBeNull();
    cleanup();
    renderReport('/report?filter.month=2026-03');
    expect(periodSelect().textContent).toContain('Month');
    expect(screen.getByText('Views, 3/26')).toBeTruthy();
  });

  it('switches to a month, steps through months and back to a rolling period, in the URL', async () => {
    const params = renderReport('/report?filter.status=aired&cursor=abc');
    await userEvent.click(periodSelect());
    await userEvent.click(await screen.findByRole('option', { name: 'Month' }));
    expect(params().get('filter.month')).toBe('2026-11');
    expect(screen.getByRole('group', { name: 'Report month' }).textContent).toContain('11/26');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(params().get('filter.month')).toBe('2026-12');
    expect(screen.getByText('Views, 12/26')).toBeTruthy();

    await userEvent.click(periodSelect());
    await userEvent.click(await screen.findByRole('option', { name: 'Last 3 months' }));
    expect(params().get('filter.period')).toBe('last-3-months');
    expect(params().get('filter.month')).toBeNull();
    expect(params().get('filter.status')).toBe('aired');
    expect(params().get('cursor')).toBeNull();
    expect(screen.getByText('Views, last 3 months')).toBeTruthy();
  });
});
