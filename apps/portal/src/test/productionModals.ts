import { toast } from '@airtime/design-system';
import type { MockServer } from '@airtime/mock-api/node';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { href } from '../app/paths.ts';
import { renderShell } from './renderShell.tsx';

// What the production modals' tests share: a seeded production to open, the modal's URL, and a
// Select's choice by keyboard-free clicks.

/** A seeded production booked for a brand, with its process, that has no tracker yet. */
export function seededProduction(mock: MockServer) {
  const { store } = mock.backend;
  const production = store.eventProductions
    .all()
    .find((row) => row.tracker_id === null && row.offer_id === null && row.deleted_at === null);
  if (production === undefined) throw new Error('The seed has no production without a tracker.');
  const event = store.events.get(production.event_id);
  if (event?.brand_id == null) throw new Error('The production’s event has no brand.');
  const process = store.processes
    .all()
    .find((row) => row.subject_type === 'event_production' && row.subject_id === production.id);
  if (process === undefined) throw new Error('The production has no process.');
  return { production, event, brandId: event.brand_id, process };
}

/** Opens the shell at home with modals in the URL, as a shared link would. */
export async function openModals(modals: readonly string[], as: 'admin' | 'readonly' = 'admin') {
  const query = modals.map((modal) => `modal=${encodeURIComponent(modal)}`).join('&');
  return renderShell(`${href('agency-home')}?${query}`, { as });
}

/** Picks an option of a Select by its label. */
export async function choose(scope: HTMLElement, label: string | RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The toasts the app's region would show (the shell's region is not part of these tests). */
export const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);
