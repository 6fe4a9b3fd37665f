import { RecordHeaderFigure } from '@airtime/design-system';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreatorHeader } from './CreatorHeader.tsx';

describe('CreatorHeader', () => {
  it.each([
    [undefined, 'Loading...'],
    [{ name: 'Ada Lovelace', logo: null }, 'Ada Lovelace'],
  ])('with the creator %j the page heading reads %s', (creator, heading) => {
    render(<CreatorHeader creator={creator} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it('shows what the app adds: a description, actions and figures', () => {
    render(
      <CreatorHeader
        creator={{ name: 'Ada Lovelace', logo: null }}
        description="2 channels · 1.2K subscribers"
        actions={<button type="button">Decide</button>}
        figures={<RecordHeaderFigure label="Aired events" value={3} />}
      />,
    );
    expect(screen.getByText('2 channels · 1.2K subscribers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decide' })).toBeTruthy();
    expect(screen.getByText('Aired events')).toBeTruthy();
  });
});
