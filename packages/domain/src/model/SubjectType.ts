/**
 * The kinds of record others attach to polymorphically (Laravel morph types): threads, assignees,
 * contacts, processes and message tags name their record by `subject_type` and `subject_id`.
 * The spec names only campaign subjects; the other values are ours.
 */
export type SubjectType =
  | 'agency'
  | 'brand'
  | 'creator'
  | 'channel'
  | 'campaign'
  | 'event'
  | 'event_production';
