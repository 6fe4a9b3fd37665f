import type { MessageTag, Thread } from '@airtime/domain';
import type { MockServer } from '@airtime/mock-api/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppPage } from './renderAppPage.tsx';

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

/**
 * A message from agency staff (admin@) in a thread, new to its other readers, stored as the server
 * stores a message: the thread's latest message time moves with it.
 */
export function writeAsStaff(
  store: Store,
  thread: Pick<Thread, 'id' | 'visibility'>,
  body: string,
  tags: readonly MessageTag[] = [],
) {
  const now = new Date().toISOString();
  const staff = store.users.all().find((user) => user.email === 'admin@airtime.test');
  const message = store.messages.insert({
    thread_id: thread.id,
    user_id: staff?.id ?? 1,
    body,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    tags: [...tags],
    is_reply: false,
    parent_id: null,
    visibility: thread.visibility,
    activity_log: null,
    is_read: false,
  });
  store.threads.update(thread.id, { latest_message_at: now });
  return message;
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
