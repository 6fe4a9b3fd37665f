import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormModalPending } from './FormModalPending.tsx';

afterEach(cleanup);

const modal = { isOpen: true, onOpenChange: () => undefined };

describe('a form modal whose record is not there yet', () => {
  it.each([
    ['loading', false, undefined, 'Loading the agency'],
    ['missing once loaded', true, undefined, 'This agency does not exist, or was deleted.'],
    [
      'answered 404',
      false,
      { message: 'Not found.', status: 404 },
      'This agency does not exist, or was deleted.',
    ],
    [
      'failed otherwise',
      false,
      { message: 'Server Error', status: 500 },
      'The agency could not be loaded: Server Error',
    ],
  ])('%s: says so, with Close and no Save', (_label, missing, error, text) => {
    render(
      <FormModalPending
        {...modal}
        title="Edit agency"
        noun="agency"
        missing={missing}
        error={error}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit agency' });
    expect(dialog.textContent).toContain(text);
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
