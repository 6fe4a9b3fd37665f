import { CONTENT_TYPE_IDS, CREATOR_GENDERS, type Creator, getAppType } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { creatorVisibility, visibleCreator } from '../auth/creatorVisibility.ts';
import { fileToDataUri } from '../http/fileToDataUri.ts';
import { found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { presentCreator } from '../present/creators.ts';
import { includeUsers } from '../present/users.ts';
import type { Store } from '../store/createStore.ts';
import { openConversion } from '../workflow/conversion.ts';

// Creators, called publishers by the API (spec §7 'Campaigns, content, creators'). Lists and
// reads follow who may see a creator (agency staff all, creator users theirs, brand users those
// their brands work with); creating, editing and deleting are for agency staff. No decisions §5
// event covers creators, so the writes publish nothing.

const CREATOR_LIST: ListSpec<Creator> = {
  sorts: {
    name: (row) => row.name,
    created_at: (row) => row.created_at,
    updated_at: (row) => row.updated_at,
    id: (row) => row.id,
  },
  defaultSort: 'name',
};

const creatorFilters = {
  s: v.string({ max: 255 }),
  ids: v.list(v.id(), { max: 200 }),
  rep_cm: v.list(v.id(), { max: 100 }),
  rep_tcp: v.list(v.id(), { max: 100 }),
  converted: v.boolean(),
  brand_id: v.list(v.id(), { max: 100 }),
  content_type_id: v.list(v.oneOf(CONTENT_TYPE_IDS), { max: 12 }),
};

/** Fields of POST and PUT; POST requires the name. */
const creatorFields = {
  name: v.string({ max: 255 }),
  logo: v.file({ maxKilobytes: 1024, images: true }).nullable(),
  rep_cm: v.id().nullable(),
  rep_tcp: v.id().nullable(),
  outreach_emails: v.list(v.email(), { max: 10 }),
  converted: v.boolean(),
  // The profile (ours; decisions §9 'edit demographics', 'add address', 'phone').
  age: v.integer({ min: 13, max: 120 }).nullable(),
  country: v.string({ max: 2 }).nullable(),
  gender: v.oneOf(CREATOR_GENDERS).nullable(),
  address: v.string({ max: 500 }).nullable(),
  phone: v
    .string({
      max: 40,
      pattern: /^\+?[\d\s().-]{3,40}$/,
      patternMessage: 'The :attribute field must be a phone number.',
    })
    .nullable(),
};

/** The CM and rep must be agency staff; a country must be one of the dictionary's. */
function checkCreatorReferences(
  store: Store,
  input: { rep_cm?: number | null; rep_tcp?: number | null; country?: string | null },
): void {
  const errors = new ErrorBag();
  if (input.country != null && !store.countries.all().some((row) => row.code === input.country))
    errors.add('country', 'The selected country is invalid.');
  for (const field of ['rep_cm', 'rep_tcp'] as const) {
    const userId = input[field];
    if (userId != null && store.users.get(userId)?.business_role !== 'ops')
      errors.add(field, `The selected ${field.replace('_', ' ')} is invalid.`);
  }
  errors.throwIfAny();
}

export const creatorRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/creators',
    handle({ store, query, user }) {
      const filters = readFilters(query, creatorFilters);
      const visible = creatorVisibility(store, user);
      const needle = filters.s?.toLowerCase();
      const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
      const brandIds = filters.brand_id === undefined ? undefined : new Set(filters.brand_id);
      const types =
        filters.content_type_id === undefined ? undefined : new Set(filters.content_type_id);
      const rows = store.creators
        .all()
        .filter(
          (creator) =>
            visible(creator.id) &&
            (ids === undefined || ids.has(creator.id)) &&
            (filters.converted === undefined || creator.converted === filters.converted) &&
            (filters.rep_cm === undefined ||
              (creator.rep_cm !== null && filters.rep_cm.includes(creator.rep_cm))) &&
            (filters.rep_tcp === undefined ||
              (creator.rep_tcp !== null && filters.rep_tcp.includes(creator.rep_tcp))) &&
            (needle === undefined ||
              creator.name.toLowerCase().includes(needle) ||
              creator.outreach_emails.some((email) => email.toLowerCase().includes(needle))) &&
            (brandIds === undefined ||
              store.relationships
                .lookup('publisher_id', creator.id)
                .some((relationship) => brandIds.has(relationship.brand_id))) &&
            (types === undefined ||
              store.channels
                .lookup('publisher_id', creator.id)
                .some((channel) => types.has(channel.content_type_id))),
        );
      const page = paginate(rows, readListQuery(query, CREATOR_LIST), CREATOR_LIST);
      // Lists carry no detail; brand users' lists also leave out a creator's home details.
      const forBrand = getAppType(user.business_role) === 'brand' ? 'brand' : null;
      return json(
        toListResponse(page, (creator) => presentCreator(store, creator, forBrand), {
          users: includeUsers(
            store,
            page.data.flatMap((creator) => [creator.rep_cm, creator.rep_tcp]),
          ),
        }),
      );
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/creators',
    access: agencyOnly,
    async handle({ store, body, nowIso }) {
      const input = validate(await body(), {
        ...creatorFields,
        name: creatorFields.name.required(),
      });
      checkCreatorReferences(store, input);
      const logo = input.logo == null ? null : await fileToDataUri(input.logo);
      const now = nowIso();
      const creator = store.creators.insert({
        name: input.name,
        logo,
        rep_cm: input.rep_cm ?? null,
        rep_tcp: input.rep_tcp ?? null,
        outreach_emails: [...new Set(input.outreach_emails ?? [])],
        converted: input.converted ?? false,
        age: input.age ?? null,
        country: input.country ?? null,
        gender: input.gender ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      if (!creator.converted) openConversion(store, creator.id, now);
      return json({ data: presentCreator(store, creator, 'agency') }, 201);
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/creators/:id',
    handle(context) {
      const creator = visibleCreator(context, context.id('id'));
      const viewer = getAppType(context.user.business_role);
      return json({ data: presentCreator(context.store, creator, viewer) });
    },
  }),

  // Also answers POST with _method=PUT, for a form that uploads a logo.
  defineRoute({
    method: 'PUT',
    path: '/api/creators/:id',
    acceptsMethodOverride: true,
    access: agencyOnly,
    async handle({ store, body, id, nowIso }) {
      const creatorId = id('id');
      const creator = found(store.creators.get(creatorId), 'Creator', creatorId);
      const input = validate(await body(), creatorFields);
      requireSomeField(input);
      checkCreatorReferences(store, input);
      const { logo: file, outreach_emails: emails, ...fields } = input;
      const logo =
        file === undefined ? undefined : file === null ? null : await fileToDataUri(file);
      const updated =
        store.creators.update(creator.id, {
          ...fields,
          ...(logo === undefined ? {} : { logo }),
          ...(emails === undefined ? {} : { outreach_emails: [...new Set(emails)] }),
          updated_at: nowIso(),
        }) ?? creator;
      return json({ data: presentCreator(store, updated, 'agency') });
    },
  }),

  // Soft-deletes the creator and its channels; campaigns and events stay for the books.
  defineRoute({
    method: 'DELETE',
    path: '/api/creators/:id',
    access: agencyOnly,
    handle({ store, id, nowIso }) {
      const creatorId = id('id');
      const creator = found(store.creators.get(creatorId), 'Creator', creatorId);
      const at = nowIso();
      store.batch(() => {
        for (const channel of store.channels.lookup('publisher_id', creator.id))
          store.channels.remove(channel.id, at);
        store.creators.remove(creator.id, at);
      });
      return noContent();
    },
  }),
].map(anyRoute);
