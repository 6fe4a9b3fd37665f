import { ApiError, type InfiniteList } from '@airtime/api-client';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceTable } from './ResourceTable.tsx';

afterEach(cleanup);

interface Row {
  readonly id: number;
  readonly name: string;
}

const failure = new ApiError({
  kind: 'http',
  status: 500,
  message: 'The server had a problem.',
  method: 'GET',
  url: '/api/brands',
});

function listOf(items: readonly Row[], error: ApiError | undefined): InfiniteList<Row> {
  return {
    items,
    pages: undefined,
    total: items.length,
    hasMore: false,
    isLoading: false,
    isLoadingMore: false,
    isValidating: false,
    error,
    loadMore: async () => undefined,
    refresh: vi.fn(async () => undefined),
    mutate: vi.fn() as unknown as InfiniteList<Row>['mutate'],
    key: '/api/brands',
    readPages: async function* () {},
  };
}

function renderTable(list: InfiniteList<Row>) {
  return render(
    <ResourceTable<Row>
      label="Brands"
      columns={[{ id: 'name', label: 'Name', value: (row) => row.name }]}
      list={list}
      emptyTitle="No brands."
      noun="brands"
    />,
  );
}

describe('ResourceTable when a load fails', () => {
  it('keeps the rows it has and says the refresh failed, with a retry', async () => {
    const list = listOf([{ id: 1, name: 'Acme Audio' }], failure);
    renderTable(list);
    expect(
      within(screen.getByRole('grid', { name: 'Brands' })).getByText('Acme Audio'),
    ).toBeTruthy();
    expect(screen.getByText('The brands could not be refreshed.')).toBeTruthy();
    expect(screen.queryByText('The brands could not be loaded.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the error state when it has no rows to keep', () => {
    renderTable(listOf([], failure));
    expect(screen.getByText('The brands could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('The brands could not be refreshed.')).toBeNull();
  });
});
