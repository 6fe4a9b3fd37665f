import type { SubjectType } from '@airtime/domain';
import type { SeedContext } from './SeedContext.ts';
import { slugify } from './slug.ts';

/** Assigns a user to a record (owner, backup or rep). */
export function addAssignee(
  context: SeedContext,
  subjectType: SubjectType,
  subjectId: number,
  type: 'owner' | 'backup' | 'tcp_rep',
  userId: number,
  createdAt: string,
): void {
  context.store.assignees.insert({
    id: context.store.assignees.nextId(),
    user_id: userId,
    type,
    subject_type: subjectType,
    subject_id: subjectId,
    created_at: createdAt,
  });
}

/** Adds contacts at an organization, the first one primary. */
export function addContacts(
  context: SeedContext,
  subjectType: SubjectType,
  subjectId: number,
  organization: string,
  count: number,
  createdAt: string,
): void {
  const { store, random, pools } = context;
  const domain = `${slugify(organization)}.com`;
  for (let n = 0; n < count; n += 1) {
    const firstname = random.pick(pools.firstNames);
    const lastname = random.pick(pools.lastNames);
    store.contacts.insert({
      subject_type: subjectType,
      subject_id: subjectId,
      name: `${firstname} ${lastname}`,
      email: `${slugify(firstname)}.${slugify(lastname)}@${domain}`,
      phone: random.chance(0.6) ? `+1 555 ${random.int(100, 999)} ${random.int(1000, 9999)}` : null,
      title: random.pick(pools.jobTitles),
      is_primary: n === 0,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
  }
}
