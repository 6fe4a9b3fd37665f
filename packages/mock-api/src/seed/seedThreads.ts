import type {
  MessageActivityLog,
  MessageTag,
  SubjectType,
  ThreadVisibility,
} from '@airtime/domain';
import { REACTION_EMOJI } from './dictionaries.ts';
import { BRAND_PERSONA_BRAND_IDS, CREATOR_PERSONA_CREATOR_IDS, PERSONAS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';

const MESSAGE_TEMPLATES: readonly string[] = [
  'Can we move the {brand} read to next week? The episode slipped.',
  'Script for {brand} is in the shared folder, please review by Friday.',
  'Talking points received from {brand}. Sending them over to {creator} now.',
  '{creator} confirmed the date. Locking it in.',
  'Views are tracking ahead of estimate on the last episode 🎉',
  'Promo code is live and tested on the landing page.',
  'Brand asked for a second mention in the outro, is that possible?',
  'Invoice went out this morning.',
  'Flagging: the tracker did not pick up clicks yesterday, looking into it.',
  'Do we have a product shipping address for {creator}?',
  'Renewal conversation started with {brand}. They want 4 more slots.',
  'Approved on our side, sending to the brand for sign-off.',
  'The brand left notes on the script, mostly wording around the offer.',
  '{creator} is travelling next month, we should plan around it.',
  'Please double-check the rate before we send the IO.',
  'Great numbers on this one, sharing with the team.',
  'Reminder: analytics access still pending for {creator}.',
  'Can someone jump on a call with {brand} tomorrow at 10?',
];

const ACTIVITY_DESCRIPTIONS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['moved the campaign to Brand Approval', 'group', 'send_to_brand', 'brand_approval'],
  ['changed the status to In Progress', 'status', 'new', 'in-progress'],
  ['set the projection to High', 'projection', 'medium', 'high'],
  ['changed the planned date', 'planned_date', '2026-03-02', '2026-03-09'],
  ['marked the script as approved', 'script_approval', 'brand-review', 'complete'],
];

interface Subject {
  readonly type: SubjectType;
  readonly id: number;
  readonly visibility: ThreadVisibility;
  readonly brandName: string;
  readonly creatorName: string;
}

/**
 * Threads on brands, creators, campaigns and productions, with messages (replies and activity
 * entries among them), reactions, tags and subscriptions. The persona brands and creators get
 * threads they can see first.
 */
export function seedThreads(context: SeedContext): void {
  const { store, random, counts } = context;
  const subjects: Subject[] = [];
  const seen = new Set<string>();
  const push = (subject: Subject | undefined) => {
    if (subject === undefined) return;
    const key = `${subject.type}:${subject.id}:${subject.visibility}`;
    if (seen.has(key)) return;
    seen.add(key);
    subjects.push(subject);
  };
  const brandSubject = (id: number, visibility: ThreadVisibility): Subject | undefined => {
    const brand = store.brands.get(id);
    return (
      brand && { type: 'brand', id, visibility, brandName: brand.name, creatorName: 'the creator' }
    );
  };
  const creatorSubject = (id: number, visibility: ThreadVisibility): Subject | undefined => {
    const creator = store.creators.get(id);
    return (
      creator && {
        type: 'creator',
        id,
        visibility,
        brandName: 'the brand',
        creatorName: creator.name,
      }
    );
  };
  const campaigns = store.campaigns.all();
  const campaignSubject = (index: number, visibility: ThreadVisibility): Subject | undefined => {
    const campaign = campaigns[index];
    if (campaign === undefined) return undefined;
    return {
      type: 'campaign',
      id: campaign.id,
      visibility,
      brandName: store.brands.get(campaign.brand_id)?.name ?? 'the brand',
      creatorName: store.creators.get(campaign.publisher_id)?.name ?? 'the creator',
    };
  };

  for (const id of BRAND_PERSONA_BRAND_IDS) {
    push(brandSubject(id, 'brand'));
    push(brandSubject(id, 'internal'));
  }
  for (const id of CREATOR_PERSONA_CREATOR_IDS) {
    push(creatorSubject(id, 'creator'));
    push(creatorSubject(id, 'internal'));
  }
  const productions = store.eventProductions.all();
  for (
    let attempt = 0;
    subjects.length < counts.threads && attempt < counts.threads * 4;
    attempt += 1
  ) {
    const roll = random.next();
    if (roll < 0.2)
      push(brandSubject(random.pick(context.brandIds), random.chance(0.7) ? 'internal' : 'brand'));
    else if (roll < 0.35)
      push(
        creatorSubject(
          random.int(1, store.creators.sequence),
          random.chance(0.7) ? 'internal' : 'creator',
        ),
      );
    else if (roll < 0.75)
      push(
        campaignSubject(
          random.int(0, campaigns.length - 1),
          random.pick(['internal', 'internal', 'brand', 'creator']),
        ),
      );
    else {
      const production = productions.length > 0 ? random.pick(productions) : undefined;
      const event = production && store.events.get(production.event_id);
      if (production && event) {
        push({
          type: 'event_production',
          id: production.id,
          visibility: 'internal',
          brandName:
            (event.brand_id !== null && store.brands.get(event.brand_id)?.name) || 'the brand',
          creatorName: store.creators.get(event.publisher_id)?.name ?? 'the creator',
        });
      }
    }
  }

  for (const subject of subjects) seedThread(context, subject);
}

function seedThread(context: SeedContext, subject: Subject): void {
  const { store, random, calendar } = context;
  const startOffset = -random.int(2, 200);
  const thread = store.threads.insert({
    subject_type: subject.type,
    subject_id: subject.id,
    visibility: subject.visibility,
    latest_message_at: null,
    has_unread_messages: random.chance(0.3),
    created_at: calendar.at(startOffset, context.minute()),
  });
  // Who writes: agency staff always, plus the brand or creator persona where they can read.
  const authors = [...context.staffIds.slice(0, 6), ...random.sample(context.staffIds, 3)];
  if (subject.visibility === 'brand') authors.push(PERSONAS.brand.id);
  if (subject.visibility === 'creator') authors.push(PERSONAS.creator.id);
  const primaryTag: MessageTag = { id: subject.id, type: subject.type, is_primary: true };

  const total = random.int(3, 12);
  const topLevel: number[] = [];
  let offset = startOffset;
  let minute = -1;
  let latest: string | null = null;
  let lastRead: { id: number; at: string } | null = null;
  for (let index = 0; index < total; index += 1) {
    // History ends the day before the reference day: a time later today would be in the future.
    const day = Math.min(-1, offset + random.int(0, 6));
    const drawn = context.minute();
    // In order, as a thread is written: a later message on the same day comes after the last one.
    minute = day === offset && drawn <= minute ? minute + 1 + (drawn % 7) : drawn;
    offset = day;
    const createdAt = calendar.at(offset, minute);
    const isActivity = index > 0 && random.chance(0.15);
    const parent =
      !isActivity && topLevel.length > 0 && random.chance(0.2) ? random.pick(topLevel) : null;
    const activity = isActivity ? random.pick(ACTIVITY_DESCRIPTIONS) : undefined;
    const activityLog: MessageActivityLog | null =
      activity === undefined
        ? null
        : {
            description: activity[0],
            changes: [{ field: activity[1], from: activity[2], to: activity[3] }],
          };
    const tags: MessageTag[] = [primaryTag];
    if (!isActivity && random.chance(0.25) && subject.type !== 'brand') {
      tags.push({ id: random.pick(context.brandIds), type: 'brand', is_primary: false });
    }
    const message = store.messages.insert({
      thread_id: thread.id,
      user_id: random.pick(authors),
      body:
        activity?.[0] ??
        random
          .pick(MESSAGE_TEMPLATES)
          .replace('{brand}', subject.brandName)
          .replace('{creator}', subject.creatorName),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
      tags,
      is_reply: parent !== null,
      parent_id: parent,
      visibility: subject.visibility,
      activity_log: activityLog,
      is_read: !thread.has_unread_messages || index < total - 2,
    });
    if (parent === null && !isActivity) topLevel.push(message.id);
    if (message.is_read) lastRead = { id: message.id, at: createdAt };
    latest = createdAt;
    if (!isActivity && random.chance(0.3)) {
      for (const userId of random.sample(authors, random.int(1, 3))) {
        store.messageReactions.insert({
          message_id: message.id,
          user_id: userId,
          emoji: random.pickSkewed(REACTION_EMOJI, 1.8),
          created_at: createdAt,
        });
      }
    }
  }
  store.threads.update(thread.id, { latest_message_at: latest });
  const subscribers = new Set<number>([
    random.pick(authors),
    ...random.sample(context.staffIds, random.int(1, 3)),
  ]);
  for (const userId of subscribers) {
    store.threadSubscriptions.insert({
      thread_id: thread.id,
      user_id: userId,
      created_at: thread.created_at,
    });
    // Subscribers have read up to the seeded read line (no random draw: other data stays the same).
    if (lastRead !== null) {
      store.threadReads.insert({
        thread_id: thread.id,
        user_id: userId,
        last_read_message_id: lastRead.id,
        read_at: lastRead.at,
      });
    }
  }
}
