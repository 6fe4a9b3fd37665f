import type { BookingDecision } from '@airtime/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDecisions } from './BookingDecisions.tsx';

afterEach(cleanup);

const DECISION: BookingDecision = {
  id: 1,
  campaign_id: 4,
  event_id: 9,
  date: '2027-02-01',
  user_id: 2,
  user_name: 'Ada Admin',
  decided_at: '2027-01-10T09:30:00Z',
  conflicts: [
    { event_id: 7, title: 'Rival airing', brand_id: 3, brand_name: 'Rival', date: '2027-01-25' },
  ],
};

/** The campaign detail as the server may send it: passed through undecoded. */
const shown = (decisions: unknown) =>
  render(<BookingDecisions decisions={decisions as readonly BookingDecision[]} />);

describe('the campaign’s bookings made despite conflicts', () => {
  it('names who booked which day anyway, and the competing events they were shown', () => {
    shown([DECISION]);
    const list = screen.getByRole('list', { name: 'Booking decisions' });
    expect(list.textContent).toContain('Ada Admin booked');
    expect(list.textContent).toContain('Rival airing');
  });

  it.each([
    ['a decision without its author', { ...DECISION, user_name: undefined }],
    ['a decision whose conflicts are not a list', { ...DECISION, conflicts: 'Rival' }],
    ['a null', null],
  ])('leaves out what it cannot show (%s), without a crash', (_, broken) => {
    shown([broken, { ...DECISION, id: 2, user_name: 'Sam Super' }]);
    const list = screen.getByRole('list', { name: 'Booking decisions' });
    const decisions = [...list.querySelectorAll(':scope > li')].map((item) => item.textContent);
    expect(decisions).toEqual([expect.stringContaining('Sam Super booked')]);
  });

  it('shows nothing when the campaign sends none, or something that is not a list', () => {
    const { container } = shown({ 1: DECISION });
    expect(container.textContent).toBe('');
  });
});
