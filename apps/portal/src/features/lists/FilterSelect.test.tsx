import type { QueryFilters } from '@airtime/domain';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect.tsx';

const OPTIONS = [
  { id: 'active', label: 'Active' },
  { id: 'paused', label: 'Paused' },
];

type Extra = { readonly allLabel?: string } | { readonly defaultId: string };

function renderFilter(filters: QueryFilters, extra: Extra = {}) {
  const setFilter = vi.fn();
  render(
    <FilterSelect
      query={{ filters, setFilter }}
      field="status"
      label="Status"
      options={OPTIONS}
      {...extra}
    />,
  );
  // A getter: a plain button stands in for the Select until first used, then the Select's.
  return { setFilter, trigger: () => screen.getByRole('button', { name: /Status/ }) };
}

async function choose(trigger: () => HTMLElement, option: string) {
  await userEvent.click(trigger());
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('FilterSelect', () => {
  it.each([
    [{}, {}, 'All'],
    [{ status: ['paused'] }, {}, 'Paused'],
    [{ status: ['edited'] }, { allLabel: 'All statuses' }, 'All statuses'],
    [{}, { defaultId: 'active' }, 'Active'],
    [{ status: ['edited'] }, { defaultId: 'active' }, 'Active'],
  ] as const)('with the URL at %j and %j it shows %s', (filters, extra, shown) => {
    const { trigger } = renderFilter(filters, extra);
    expect(trigger().textContent).toContain(shown);
  });

  it('writes the option chosen to the URL, and clears the filter for All', async () => {
    const { setFilter, trigger } = renderFilter({ status: ['active'] });
    await choose(trigger, 'Paused');
    expect(setFilter).toHaveBeenLastCalledWith('status', ['paused']);
    await choose(trigger, 'All');
    expect(setFilter).toHaveBeenLastCalledWith('status', []);
  });

  it('offers no All option with a default, and clears the filter for the default', async () => {
    const { setFilter, trigger } = renderFilter({ status: ['paused'] }, { defaultId: 'active' });
    await userEvent.click(trigger());
    const active = await screen.findByRole('option', { name: 'Active' });
    expect(screen.queryByRole('option', { name: 'All' })).toBeNull();
    await userEvent.click(active);
    expect(setFilter).toHaveBeenLastCalledWith('status', []);
  });
});
