import { type BookingConflictQuery, useCheckBookingConflicts } from '@airtime/api-client';
import type { BookingConflict } from '@airtime/domain';
import { type ReactNode, useState } from 'react';
import { BookingConflictDialog } from './BookingConflictDialog.tsx';

interface Asking {
  readonly conflicts: readonly BookingConflict[];
  readonly windowDays: number;
  readonly date: string;
  readonly answer: (bookedDespite: readonly number[] | null) => void;
}

/**
 * The booking conflict check before a write that books or moves an event: `await
 * confirmBooking(query)` asks the server for the conflicts (the domain's findBookingConflicts)
 * and, when there are some, shows the warning and waits for the user. It gives the event ids to
 * send as `booked_despite` (`[]` without conflicts), or null when the user cancelled. Render
 * `dialog` beside the form.
 */
export function useBookingConflictCheck(): {
  readonly confirmBooking: (query: BookingConflictQuery) => Promise<readonly number[] | null>;
  readonly dialog: ReactNode;
  readonly isChecking: boolean;
} {
  const check = useCheckBookingConflicts();
  const [asking, setAsking] = useState<Asking | null>(null);

  async function confirmBooking(query: BookingConflictQuery) {
    const { data, meta } = await check.trigger({ query });
    if (data.length === 0) return [];
    return new Promise<readonly number[] | null>((resolve) => {
      setAsking({
        conflicts: data,
        windowDays: meta.window_days,
        date: query.date,
        answer: (bookedDespite) => {
          setAsking(null);
          resolve(bookedDespite);
        },
      });
    });
  }

  const dialog =
    asking === null ? null : (
      <BookingConflictDialog
        conflicts={asking.conflicts}
        windowDays={asking.windowDays}
        date={asking.date}
        onBook={() => asking.answer(asking.conflicts.map((conflict) => conflict.event_id))}
        onCancel={() => asking.answer(null)}
      />
    );
  return { confirmBooking, dialog, isChecking: check.isMutating };
}
