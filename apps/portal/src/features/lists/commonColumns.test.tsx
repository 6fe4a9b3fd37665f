import { EMPTY_VALUE } from '@airtime/design-system';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateColumn, recordColumn } from './commonColumns.tsx';

type Row = { readonly brand?: { readonly name: string; readonly logo: null } };

describe('recordColumn', () => {
  const column = recordColumn<Row>('brand', 'Brand', (row) => row.brand, { grow: true });

  it.each([
    [{ brand: { name: 'Acme', logo: null } }, 'Acme'],
    [{}, null],
  ])('values %j as %j', (row, value) => {
    expect(column.value?.(row)).toBe(value);
  });

  it('shows the record by name, or a dash without one', () => {
    render(<div>{column.cell?.({ brand: { name: 'Acme', logo: null } })}</div>);
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(column.cell?.({})).toBe(EMPTY_VALUE);
  });

  it('keeps what the list adds', () => {
    expect([column.id, column.label, column.width, column.grow]).toEqual([
      'brand',
      'Brand',
      200,
      true,
    ]);
  });
});

describe('dateColumn', () => {
  it.each([
    ['2026-11-20', '2026-11-20'],
    [null, null],
  ])('values %j as %j', (date, value) => {
    const column = dateColumn<{ readonly at: string | null }>('at', 'At', (row) => row.at);
    expect(column.value?.({ at: date })).toBe(value);
  });
});
