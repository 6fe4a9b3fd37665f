import type { Event } from '@airtime/domain';
import type { MockServer } from '@airtime/mock-api/node';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

// Helpers the creator page tests share (test code only).

/** The text of a Stat's or a RecordHeaderFigure's figure, found by its label, once loaded. */
export async function statText(label: string): Promise<string> {
  let text = '';
  await waitFor(
    () => {
      const labels = screen
        .getAllByText(label, { selector: 'div, dt' })
        .filter((element) => element.parentElement?.getAttribute('aria-busy') === null);
      const value = labels[0]?.nextElementSibling;
      expect(value).toBeTruthy();
      text = value?.textContent ?? '';
    },
    { timeout: 20_000 },
  );
  return text;
}

/** Waits until a row count (or any text) shows. */
export async function expectText(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0), {
    timeout: 20_000,
  });
}

/** A creator's live events in the fake's store. */
export function eventsOf(mock: MockServer, creatorId: number): Event[] {
  return mock.backend.store.events
    .all()
    .filter((event) => event.publisher_id === creatorId && event.deleted_at === null);
}

/** US dollars as the design system writes them: $1,234. */
export const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
