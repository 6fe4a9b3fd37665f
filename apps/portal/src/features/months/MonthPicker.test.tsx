import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './MonthPicker.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({
  initial,
  numeric = false,
}: {
  readonly initial: string;
  readonly numeric?: boolean;
}) {
  const [month, setMonth] = useState(initial);
  return <MonthPicker month={month} onChange={setMonth} label="Report month" numeric={numeric} />;
}

describe('MonthPicker', () => {
  it('steps through months from the keyboard and comes back to this month', async () => {
    vi.setSystemTime(new Date('2026-11-20T12:00:00'));
    render(<Harness initial="2026-11" />);
    const group = screen.getByRole('group', { name: 'Report month' });
    expect(group.textContent).toContain('November 2026');
    expect(screen.queryByRole('button', { name: 'This month' })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('October 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('status').textContent).toBe('December 2026');
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByRole('status').textContent).toBe('November 2026');
  });

  it("shows 'M/yy' when numeric and still announces the month's name", async () => {
    vi.setSystemTime(new Date('2026-11-20T12:00:00'));
    render(<Harness initial="2026-12" numeric />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('12/26').getAttribute('aria-hidden')).toBe('true');
    expect(within(status).getByText('December 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(within(status).getByText('11/26')).toBeTruthy();
    expect(within(status).getByText('November 2026')).toBeTruthy();
  });
});
