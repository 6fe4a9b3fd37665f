import { CONTENT_TYPE_IDS, CONTENT_TYPE_PLATFORMS, type PlatformName } from '@airtime/domain';
import { CONVERSION_MOVES } from '../workflow/conversion.ts';
import { createLogo } from './logos.ts';
import { CREATOR_PERSONA_CREATOR_IDS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';
import { addContacts } from './seedRelations.ts';
import { slugify } from './slug.ts';

/** Where each platform's channels live, keyed by the domain's platform names. */
const PLATFORM_HOSTS: Readonly<Record<PlatformName, string>> = {
  YouTube: 'youtube.com',
  Twitch: 'twitch.tv',
  TikTok: 'tiktok.com',
  Instagram: 'instagram.com',
  Facebook: 'facebook.com',
  X: 'x.com',
  Spotify: 'open.spotify.com',
  'Apple Podcasts': 'podcasts.apple.com',
  Snapchat: 'snapchat.com',
  LinkedIn: 'linkedin.com',
  Kick: 'kick.com',
  Rumble: 'rumble.com',
};

/** Creators with their channels across content types 1 to 12 and payment preferences. */
export function seedCreators(context: SeedContext): void {
  const { store, random, pools, calendar, counts } = context;
  for (let index = 0; index < counts.creators; index += 1) {
    const id = store.creators.nextId();
    const personName = random.chance(0.6);
    const name = personName
      ? `${random.pick(pools.firstNames)} ${random.pick(pools.lastNames)}`
      : `${random.chance(0.5) ? 'The ' : ''}${capitalize(random.pick(pools.adjectives))} ${capitalize(random.pick(pools.nouns))} ${random.pick(['Show', 'Podcast', 'Hour', 'Club', 'Daily', 'Lab'])}`;
    const offset = -random.int(60, 1000);
    const createdAt = calendar.at(offset, context.minute());
    const slug = slugify(name);
    const converted = random.chance(0.3);
    store.creators.insert({
      id,
      name,
      logo: random.chance(0.9) ? createLogo(name, (id * 29) % 360, 'circle') : null,
      rep_cm: random.chance(0.85) ? random.pick(context.staffIds) : null,
      rep_tcp: random.chance(0.7) ? random.pick(context.staffIds) : null,
      outreach_emails: random.chance(0.8)
        ? [`${slug}@${random.pick(['gmail.com', 'proton.me', `${slug}.fm`])}`]
        : [],
      converted,
      // No draw for the profile: a new draw would move every seeded value after it.
      age: null,
      country: null,
      gender: null,
      address: null,
      phone: null,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    context.channelsByCreator.set(id, []);

    if (!converted && random.chance(0.25)) {
      store.processes.insert({
        subject_type: 'creator',
        subject_id: id,
        workflows: {
          conversion: {
            status: random.pick(['not-started', 'requested', 'to-reconnect', 'complete']),
            available_transitions: [...CONVERSION_MOVES],
          },
        },
        created_at: createdAt,
        updated_at: createdAt,
      });
    }

    const primary = store.paymentPreferences.insert({
      publisher_id: id,
      type: random.pick([1, 2, 2, 3, 4, 4, 4]),
      is_primary: true,
      payee_name: name,
      details: `•••• ${random.int(1000, 9999)}`,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (random.chance(0.2)) {
      store.paymentPreferences.insert({
        publisher_id: id,
        type: primary.type === 2 ? 4 : 2,
        is_primary: false,
        payee_name: name,
        details: primary.type === 2 ? `•••• ${random.int(1000, 9999)}` : `${slug}@paypal.test`,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    if (random.chance(0.3)) addContacts(context, 'creator', id, name, 1, createdAt);
  }
  seedChannels(context);
}

function seedChannels(context: SeedContext): void {
  const { store, random, calendar, counts } = context;
  const creators = store.creators.all();
  const total = Math.max(counts.channels, creators.length);
  for (let index = 0; index < total; index += 1) {
    // Every creator gets one channel; the persona's creators a second; the rest go long-tail.
    const creator =
      index < creators.length
        ? creators[index]
        : index < creators.length + CREATOR_PERSONA_CREATOR_IDS.length
          ? store.creators.get(CREATOR_PERSONA_CREATOR_IDS[index - creators.length] ?? 1)
          : random.pickSkewed(creators, 1.6);
    if (creator === undefined) continue;
    const contentType = CONTENT_TYPE_IDS[index % CONTENT_TYPE_IDS.length] ?? 1;
    const platform = CONTENT_TYPE_PLATFORMS[contentType];
    const host = PLATFORM_HOSTS[platform];
    const handle = `${slugify(creator.name).replace(/-/g, '')}${index >= creators.length ? contentType : ''}`;
    const offset = calendar.offsetOf(creator.created_at.slice(0, 10)) + random.int(0, 30);
    const createdAt = calendar.at(Math.min(offset, -1), context.minute());
    const channel = store.channels.insert({
      publisher_id: creator.id,
      content_type_id: contentType,
      name: index < creators.length ? creator.name : `${creator.name} on ${platform}`,
      handle,
      url: `https://${host}/${handle}`,
      logo: random.chance(0.3) ? null : creator.logo,
      subscribers_count: Math.round(random.next() ** 3 * 4_000_000) + random.int(500, 5000),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    context.channelsByCreator.get(creator.id)?.push(channel);
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
