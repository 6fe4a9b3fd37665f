import type { SubjectType, Thread, ThreadVisibility } from '@airtime/domain';

/** A record whose conversation the inbox may list: what it is and how it is named. */
export interface InboxSubject {
  readonly type: SubjectType;
  readonly id: number;
  readonly visibility: ThreadVisibility;
  readonly name: string;
  readonly logo: string | null;
}

/** A listed conversation: its record and the thread itself. */
export interface InboxThread {
  readonly subject: InboxSubject;
  readonly thread: Thread;
}

/** A subject's key, in the URL as `?thread=brand.2.internal`. */
export function subjectKey(subject: Pick<InboxSubject, 'type' | 'id' | 'visibility'>): string {
  return `${subject.type}.${subject.id}.${subject.visibility}`;
}

/** Who can read a conversation, in words. */
export const VISIBILITY_LABELS: Readonly<Record<ThreadVisibility, string>> = {
  internal: 'Internal',
  brand: 'With the brand',
  creator: 'With the creator',
};

/** Newest conversation first; empty ones last, by name. */
export function compareThreads(a: InboxThread, b: InboxThread): number {
  const left = a.thread.latest_message_at ?? '';
  const right = b.thread.latest_message_at ?? '';
  if (left !== right) return left < right ? 1 : -1;
  return a.subject.name.localeCompare(b.subject.name);
}

/** A message time as the list shows it: the time today, else the day (and the year if not this one). */
export function formatThreadTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString())
    return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
