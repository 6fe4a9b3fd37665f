import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect.tsx';

const OPTIONS = [
  { id: 'active', label: 'Active' },
  { id: 'paused', label: 'Paused' },
];

describe('FilterSelect', () => {
  it('reports the option chosen, and undefined for the one that clears it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <FilterSelect
        label="Status"
        options={OPTIONS}
        value={undefined}
        onChange={onChange}
        allLabel="All statuses"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Status/ });
    expect(trigger.textContent).toContain('All statuses');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Paused' }));
    expect(onChange).toHaveBeenLastCalledWith('paused');
    rerender(
      <FilterSelect
        label="Status"
        options={OPTIONS}
        value="paused"
        onChange={onChange}
        allLabel="All statuses"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
