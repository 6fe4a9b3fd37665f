import { type Channel, CONTENT_TYPE_IDS, getAppType } from '@airtime/domain';
import { agencyOrCreator, creatorVisibility } from '../auth/creatorVisibility.ts';
import { fileToDataUri } from '../http/fileToDataUri.ts';
import { fieldError, forbidden, found } from '../http/HttpError.ts';
import { type ListSpec, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, type BaseContext, defineRoute, type UserContext } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import { includeRows } from '../present/include.ts';
import type { StoredUser } from '../store/records.ts';
import { paginateFast } from './fastPage.ts';

// Content channels (spec §7 'GET, POST /api/content; PUT, DELETE /api/content/{id}'): a creator's
// shows and accounts. Listed for whoever may see their creator; added, edited and removed by
// agency staff, and by creator users for their own creators ('add new channel'). Brand users
// read only. No decisions §5 event covers channels, so the writes publish nothing.

export const CHANNEL_LIST: ListSpec<Channel> = {
  sorts: {
    name: (row) => row.name,
    subscribers_count: (row) => row.subscribers_count,
    created_at: (row) => row.created_at,
    content_type_id: (row) => row.content_type_id,
    id: (row) => row.id,
  },
  defaultSort: 'name',
};

export const channelFilters = {
  s: v.string({ max: 255 }),
  ids: v.list(v.id(), { max: 200 }),
  publisher_id: v.list(v.id(), { max: 100 }),
  content_type_id: v.list(v.oneOf(CONTENT_TYPE_IDS), { max: 12 }),
};

/** Fields of POST and PUT; POST also names the creator, which a channel never changes. */
const channelFields = {
  name: v.string({ max: 255 }),
  content_type_id: v.oneOf(CONTENT_TYPE_IDS),
  handle: v
    .string({
      max: 100,
      pattern: /^@?[\w.-]+$/,
      patternMessage:
        'The :attribute field may only contain letters, numbers, dots, dashes and underscores.',
    })
    .nullable(),
  url: v.url().nullable(),
  logo: v.file({ maxKilobytes: 1024, images: true }).nullable(),
  subscribers_count: v.integer({ min: 0, max: 10_000_000_000 }).nullable(),
};

/** Filters, sorts and pages channels, with their creators in `included.creators`. */
export function listChannels(
  { store, query }: BaseContext<string>,
  visible: (channel: Channel) => boolean,
): Response {
  const filters = readFilters(query, channelFilters);
  const needle = filters.s?.toLowerCase();
  const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
  const rows = store.channels
    .all()
    .filter(
      (channel) =>
        visible(channel) &&
        (ids === undefined || ids.has(channel.id)) &&
        (filters.publisher_id === undefined ||
          filters.publisher_id.includes(channel.publisher_id)) &&
        (filters.content_type_id === undefined ||
          filters.content_type_id.includes(channel.content_type_id)) &&
        (needle === undefined ||
          channel.name.toLowerCase().includes(needle) ||
          channel.handle?.toLowerCase().includes(needle) === true),
    );
  // 20,000 channels at the large scale: numeric sorts (audience) take the one-pass path.
  const page = paginateFast(rows, readListQuery(query, CHANNEL_LIST), CHANNEL_LIST);
  return json(
    toListResponse(page, (channel) => channel, {
      creators: includeRows(
        store.creators,
        page.data.map((channel) => channel.publisher_id),
      ),
    }),
  );
}

/** Whether a user may add or change a creator's channels: agency staff, or the creator's users. */
function canEditChannelsOf(user: StoredUser, creatorId: number): boolean {
  const appType = getAppType(user.business_role);
  return appType === 'agency' || (appType === 'creator' && user.creator_ids.includes(creatorId));
}

/** A channel the user may change, or 404 / 403. */
function editableChannel(context: UserContext<string>, channelId: number): Channel {
  const channel = found(context.store.channels.get(channelId), 'Channel', channelId);
  if (!canEditChannelsOf(context.user, channel.publisher_id))
    forbidden('You cannot change the channels of this creator.');
  return channel;
}

/** A handle is kept without its @. */
const bareHandle = (handle: string | null | undefined) =>
  handle == null ? handle : handle.replace(/^@/, '');

export const contentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/content',
    handle(context) {
      const visible = creatorVisibility(context.store, context.user);
      return listChannels(context, (channel) => visible(channel.publisher_id));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/content',
    access: agencyOrCreator,
    async handle({ store, body, nowIso, user }) {
      const input = validate(await body(), {
        ...channelFields,
        publisher_id: v.id().required(),
        name: channelFields.name.required(),
        content_type_id: channelFields.content_type_id.required(),
      });
      if (!store.creators.has(input.publisher_id) || !canEditChannelsOf(user, input.publisher_id))
        fieldError('publisher_id', 'The selected publisher id is invalid.');
      const logo = input.logo == null ? null : await fileToDataUri(input.logo);
      const now = nowIso();
      const channel = store.channels.insert({
        publisher_id: input.publisher_id,
        content_type_id: input.content_type_id,
        name: input.name,
        handle: bareHandle(input.handle) ?? null,
        url: input.url ?? null,
        logo,
        subscribers_count: input.subscribers_count ?? null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      return json({ data: channel }, 201);
    },
  }),

  // Also answers POST with _method=PUT, for a form that uploads a logo.
  defineRoute({
    method: 'PUT',
    path: '/api/content/:id',
    acceptsMethodOverride: true,
    access: agencyOrCreator,
    async handle(context) {
      const channel = editableChannel(context, context.id('id'));
      const input = validate(await context.body(), channelFields);
      requireSomeField(input);
      const { logo: file, handle, ...fields } = input;
      const logo =
        file === undefined ? undefined : file === null ? null : await fileToDataUri(file);
      const updated =
        context.store.channels.update(channel.id, {
          ...fields,
          ...(handle === undefined ? {} : { handle: bareHandle(handle) ?? null }),
          ...(logo === undefined ? {} : { logo }),
          updated_at: context.nowIso(),
        }) ?? channel;
      return json({ data: updated });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/content/:id',
    access: agencyOrCreator,
    handle(context) {
      const channel = editableChannel(context, context.id('id'));
      context.store.channels.remove(channel.id, context.nowIso());
      return noContent();
    },
  }),
].map(anyRoute);
