import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './MonthPicker.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ initial }: { readonly initial: string }) {
  const [month, setMonth] = useState(initial);
  return <MonthPicker value={month} onChange={setMonth} label="Report month" />;
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
});
