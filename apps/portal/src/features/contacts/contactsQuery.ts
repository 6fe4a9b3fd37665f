import type { ContactSubjectSegment } from '@airtime/api-client';

/** The props of the `contact` modal (they go into the URL): whose contact, and which one. */
export interface ContactModalTarget {
  readonly subjectType: ContactSubjectSegment;
  readonly subjectId: number;
  /** The contact to edit; without it a new one is added. */
  readonly contactId?: number;
}

// The card and the modal read the same page, so the modal finds its contact in the card's cache.
export const CONTACTS_QUERY = { per_page: 100 } as const;
