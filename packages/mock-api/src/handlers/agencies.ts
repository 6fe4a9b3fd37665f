import type { Agency } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { fileToDataUri } from '../http/fileToDataUri.ts';
import { fieldError, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import { presentAgency } from '../present/agencies.ts';
import { notifyUser } from '../realtime/notify.ts';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';

// Agencies (spec §7 'Agencies, assignees, brands'): agency staff only.

const AGENCY_LIST: ListSpec<Agency> = {
  sorts: {
    name: (agency) => agency.name,
    created_at: (agency) => agency.created_at,
    id: (agency) => agency.id,
  },
  defaultSort: 'name',
};

/** Fields of POST and PUT; POST requires the name. */
const agencyFields = {
  name: v.string({ max: 255 }),
  website: v.url().nullable(),
  logo: v.file({ maxKilobytes: 512, images: true }).nullable(),
  /** The agency's Airtime rep (its tcp_rep assignee). */
  rep_user_id: v.id().nullable(),
};

function checkName(store: Store, name: string | undefined, exceptId?: number): void {
  if (name === undefined) return;
  const taken = store.agencies
    .all()
    .some((agency) => agency.id !== exceptId && agency.name.toLowerCase() === name.toLowerCase());
  if (taken) fieldError('name', 'The name has already been taken.');
}

function checkRep(store: Store, userId: number | null | undefined): void {
  if (userId === undefined || userId === null) return;
  const user = store.users.get(userId);
  if (user === undefined || user.business_role !== 'ops')
    fieldError('rep_user_id', 'The selected rep user id is invalid.');
}

export const agencyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/agencies',
    access: agencyOnly,
    handle({ store, query }) {
      const filters = readFilters(query, {
        s: v.string({ max: 255 }),
        ids: v.list(v.id(), { max: 100 }),
      });
      const needle = filters.s?.toLowerCase();
      const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
      const rows = store.agencies
        .all()
        .filter(
          (agency) =>
            (ids === undefined || ids.has(agency.id)) &&
            (needle === undefined || agency.name.toLowerCase().includes(needle)),
        );
      const page = paginate(rows, readListQuery(query, AGENCY_LIST), AGENCY_LIST);
      return json(toListResponse(page, (agency) => presentAgency(store, agency)));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/agencies',
    access: agencyOnly,
    async handle(context) {
      const { store, nowIso } = context;
      const input = validate(await context.body(), {
        ...agencyFields,
        name: agencyFields.name.required(),
      });
      checkName(store, input.name);
      checkRep(store, input.rep_user_id);
      const logo = input.logo == null ? null : await fileToDataUri(input.logo);
      const now = nowIso();
      const agency = store.agencies.insert({
        name: input.name,
        logo,
        website: input.website ?? null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      if (input.rep_user_id != null) setRep(context, agency, input.rep_user_id);
      return json({ data: presentAgency(store, agency, true) }, 201);
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/agencies/:id',
    access: agencyOnly,
    handle({ store, id }) {
      const agencyId = id('id');
      return json({
        data: presentAgency(store, found(store.agencies.get(agencyId), 'Agency', agencyId), true),
      });
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/agencies/:id',
    access: agencyOnly,
    acceptsMethodOverride: true,
    async handle(context) {
      const { store, nowIso } = context;
      const agencyId = context.id('id');
      const agency = found(store.agencies.get(agencyId), 'Agency', agencyId);
      const input = validate(await context.body(), agencyFields);
      requireSomeField(input);
      checkName(store, input.name, agency.id);
      checkRep(store, input.rep_user_id);
      const logo =
        input.logo === undefined
          ? undefined
          : input.logo === null
            ? null
            : await fileToDataUri(input.logo);
      const updated =
        store.agencies.update(agency.id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.website === undefined ? {} : { website: input.website }),
          ...(logo === undefined ? {} : { logo }),
          updated_at: nowIso(),
        }) ?? agency;
      if (input.rep_user_id !== undefined) setRep(context, updated, input.rep_user_id);
      return json({ data: presentAgency(store, updated, true) });
    },
  }),
].map(anyRoute);

/** Replaces the agency's rep; the new rep is notified. */
function setRep(
  context: Parameters<typeof notifyUser>[0],
  agency: Agency,
  userId: number | null,
): void {
  const { store } = context;
  const current = store.assignees
    .lookup('subject', subjectKey('agency', agency.id))
    .filter((row) => row.type === 'tcp_rep');
  if (current.length === 1 && current[0]?.user_id === userId) return;
  for (const row of current) store.assignees.remove(row.id, context.nowIso());
  if (userId === null) return;
  store.assignees.insert({
    user_id: userId,
    type: 'tcp_rep',
    subject_type: 'agency',
    subject_id: agency.id,
    created_at: context.nowIso(),
  });
  notifyUser(context, userId, {
    type: 'assigned',
    title: `You are now the Airtime rep of ${agency.name}`,
    subject_type: 'agency',
    subject_id: agency.id,
  });
}
