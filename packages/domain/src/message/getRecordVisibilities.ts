import type { AppType } from '../access/appTypes.ts';
import type { SubjectType } from '../model/SubjectType.ts';
import type { ThreadVisibility } from '../model/Thread.ts';

/**
 * Who besides agency staff can share a record's conversation: a brand's users on brand records,
 * a creator's users on creator records (a channel is its creator's), both on the records between
 * them. An agency has only its internal conversation.
 */
const SHARED_VISIBILITIES: Readonly<Record<SubjectType, readonly ThreadVisibility[]>> = {
  agency: [],
  brand: ['brand'],
  creator: ['creator'],
  channel: ['creator'],
  campaign: ['brand', 'creator'],
  event: ['brand', 'creator'],
  event_production: ['brand', 'creator'],
};

/**
 * The conversations of a record that a reader of `appType` may open, in tab order: agency staff
 * the internal one and each shared one; brand and creator users only the one shared with them.
 */
export function getRecordVisibilities(
  subjectType: SubjectType,
  appType: AppType,
): readonly ThreadVisibility[] {
  const shared = SHARED_VISIBILITIES[subjectType];
  if (appType === 'agency') return ['internal', ...shared];
  return shared.filter((visibility) => visibility === appType);
}
