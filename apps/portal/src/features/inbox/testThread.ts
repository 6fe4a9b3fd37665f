import type { MockServer } from '@airtime/mock-api/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppPage } from '../brandApp/renderAppPage.tsx';

// What the inbox's component tests share: brand 3's shared thread, read by the brand persona.

type Store = MockServer['backend']['store'];

export const URL_OF_THREAD = '/brand/inbox?thread=brand.3.brand';

/** Brand 3's shared thread as the fake stores it. */
export function sharedThread(store: Store) {
  const found = store.threads
    .all()
    .find(
      (row) => row.subject_type === 'brand' && row.subject_id === 3 && row.visibility === 'brand',
    );
  if (found === undefined) throw new Error('The seed has no shared thread for brand 3.');
  return found;
}

/** Opens the thread as the brand persona; its name and its messages' log. */
export async function openThread(store: Store) {
  await renderAppPage(URL_OF_THREAD, { as: 'brand' });
  const name = store.brands.get(3)?.name ?? '';
  const log = await screen.findByRole('log', { name: `Messages with ${name}` });
  return { name, log };
}

/** The article of the message showing `text`, pointed at so that its actions show. */
export async function messageItem(log: HTMLElement, text: string | RegExp) {
  const body = await within(log).findByText(text);
  const item = body.closest('article');
  if (item === null) throw new Error(`No message item holds ${String(text)}.`);
  // A message's actions show (and are mounted) once the pointer is on it.
  await userEvent.hover(item);
  return item;
}
