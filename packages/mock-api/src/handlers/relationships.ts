import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  getAppType,
  type Relationship,
} from '@airtime/domain';
import { agencyOrBrand } from '../auth/access.ts';
import { brandVisibility } from '../auth/brandVisibility.ts';
import { fieldError, forbidden, found, notFound } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { ErrorBag, requireSomeField, v, validate } from '../http/validate.ts';
import { presentCreator } from '../present/creators.ts';
import { includeRows } from '../present/include.ts';
import { presentRelationship } from '../present/relationships.ts';
import { notifyUser } from '../realtime/notify.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import { subjectKey } from '../store/subjectKey.ts';

// Relationships (spec §7): a brand's standing with a creator. The brand app's approvals page lists
// them and records the brand's decision (PUT, or POST /api/brand/relationships to add a creator).
// Agency staff see and change everything; brand users see their brands' relationships except the
// ones the agency has not sent them yet (approval status unsent), and set only the decision;
// creator users see their creators'. Each decision notifies the people on the other side, with
// the decider's optional comment as the notification's body.

const relationshipListSpec = (store: Store): ListSpec<Relationship> => ({
  sorts: {
    created_at: (row) => row.created_at,
    updated_at: (row) => row.updated_at,
    started_on: (row) => row.started_on,
    approval_status: (row) => APPROVAL_STATUSES.indexOf(row.approval_status),
    brand: (row) => store.brands.get(row.brand_id)?.name ?? null,
    creator: (row) => store.creators.get(row.publisher_id)?.name ?? null,
    id: (row) => row.id,
  },
  defaultSort: '-updated_at',
});

/** The decisions a brand user may record: anything but unsent, which is the agency's. */
const BRAND_DECISIONS = APPROVAL_STATUSES.filter((status) => status !== 'unsent');

function canSeeRelationship(user: StoredUser, row: Relationship): boolean {
  switch (getAppType(user.business_role)) {
    case 'agency':
      return true;
    case 'brand':
      return user.brand_ids.includes(row.brand_id) && row.approval_status !== 'unsent';
    case 'creator':
      return user.creator_ids.includes(row.publisher_id);
  }
}

function visibleRelationship(context: UserContext<string>, relationshipId: number): Relationship {
  const row = found(
    context.store.relationships.get(relationshipId),
    'Relationship',
    relationshipId,
  );
  if (getAppType(context.user.business_role) === 'brand' && row.approval_status === 'unsent')
    notFound('Relationship', relationshipId);
  if (!canSeeRelationship(context.user, row))
    forbidden('You do not have access to this relationship.');
  return row;
}

/** The agency people who look after a brand: its representative and its owner. */
function brandStaff(store: Store, brandId: number): number[] {
  const ids = new Set<number>();
  const representative = store.brands.get(brandId)?.representative_id;
  if (representative != null) ids.add(representative);
  for (const row of store.assignees.lookup('subject', subjectKey('brand', brandId)))
    if (row.type === 'owner') ids.add(row.user_id);
  return [...ids];
}

/** Tells the other side about a decision: agency staff of a brand user's, brand users of the agency's. */
function notifyDecision(
  context: UserContext<string>,
  row: Relationship,
  status: ApprovalStatus,
  comment?: string | null,
): void {
  const { store, user } = context;
  const brand = store.brands.get(row.brand_id);
  const creator = store.creators.get(row.publisher_id);
  if (brand === undefined || creator === undefined) return;
  const byBrand = getAppType(user.business_role) === 'brand';
  if (!byBrand && status !== 'undecided') return;
  const recipients = byBrand
    ? brandStaff(store, brand.id)
    : store.users
        .all()
        .filter((candidate) => candidate.brand_ids.includes(brand.id))
        .map((candidate) => candidate.id);
  for (const userId of recipients) {
    if (userId === user.id || !store.users.has(userId)) continue;
    notifyUser(context, userId, {
      type: 'approval',
      title: byBrand
        ? `${brand.name} marked ${creator.name} ${status.replace('-', ' ')}`
        : `${creator.name} is waiting for your decision`,
      ...(comment == null || comment.trim() === '' ? {} : { body: comment.trim() }),
      subject_type: 'brand',
      subject_id: brand.id,
    });
  }
}

export const relationshipRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/relationships',
    handle({ store, query, user }) {
      const filters = readFilters(query, {
        brand_id: v.list(v.id(), { max: 100 }),
        publisher_id: v.list(v.id(), { max: 200 }),
        approval_status: v.list(v.oneOf(APPROVAL_STATUSES), { max: 5 }),
        is_active: v.boolean(),
        s: v.string({ max: 255 }),
      });
      const spec = relationshipListSpec(store);
      const listQuery = readListQuery(query, spec);
      const needle = filters.s?.toLowerCase();
      const base =
        filters.brand_id?.length === 1
          ? store.relationships.lookup('brand_id', filters.brand_id[0] as number)
          : filters.publisher_id?.length === 1
            ? store.relationships.lookup('publisher_id', filters.publisher_id[0] as number)
            : store.relationships.all();
      const rows = base.filter(
        (row) =>
          canSeeRelationship(user, row) &&
          (filters.brand_id === undefined || filters.brand_id.includes(row.brand_id)) &&
          (filters.publisher_id === undefined || filters.publisher_id.includes(row.publisher_id)) &&
          (filters.approval_status === undefined ||
            filters.approval_status.includes(row.approval_status)) &&
          (filters.is_active === undefined || row.is_active === filters.is_active) &&
          (needle === undefined ||
            [store.brands.get(row.brand_id)?.name, store.creators.get(row.publisher_id)?.name].some(
              (name) => name?.toLowerCase().includes(needle) === true,
            )),
      );
      const page = paginate(rows, listQuery, spec);
      const creatorIds = page.data.map((row) => row.publisher_id);
      return json(
        toListResponse(page, (row) => row, {
          brands: includeRows(
            store.brands,
            page.data.map((row) => row.brand_id),
          ),
          // Each with its channels embedded, as creator lists send them: the approvals page counts
          // them and adds up their audience.
          creators: includeRows(store.creators, creatorIds).map((creator) =>
            presentCreator(store, creator),
          ),
          channels: [...new Set(creatorIds)].flatMap((id) =>
            store.channels.lookup('publisher_id', id),
          ),
        }),
      );
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/relationships/:id',
    handle: (context) =>
      json({
        data: presentRelationship(
          context.store,
          visibleRelationship(context, context.id('id')),
          context.user,
        ),
      }),
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/relationships/:id',
    access: agencyOrBrand,
    async handle(context) {
      const { store } = context;
      const row = visibleRelationship(context, context.id('id'));
      const byBrand = getAppType(context.user.business_role) === 'brand';
      const raw = await context.body();
      const { comment, ...input } = validate(raw, {
        approval_status: v.oneOf(byBrand ? BRAND_DECISIONS : APPROVAL_STATUSES),
        is_active: v.boolean(),
        started_on: v.date().nullable(),
        // Why, for the people told of the decision (their notification's body); not stored.
        comment: v.string({ max: 1000 }).nullable(),
      });
      if (byBrand) {
        const errors = new ErrorBag();
        for (const field of ['is_active', 'started_on'] as const)
          if (Object.hasOwn(input, field))
            errors.add(field, `The ${field.replace('_', ' ')} field is prohibited.`);
        errors.throwIfAny();
      }
      requireSomeField(input);
      const updated =
        store.relationships.update(row.id, { ...input, updated_at: context.nowIso() }) ?? row;
      if (input.approval_status !== undefined && input.approval_status !== row.approval_status)
        notifyDecision(context, updated, input.approval_status, comment);
      return json({ data: presentRelationship(store, updated, context.user) });
    },
  }),

  // The brand app adds a creator to a brand's list, or records its decision on one already there.
  defineRoute({
    method: 'POST',
    path: '/api/brand/relationships',
    access: agencyOrBrand,
    async handle(context) {
      const { store, session, user } = context;
      const input = validate(await context.body(), {
        brand_id: v.id(),
        publisher_id: v.id().required(),
        approval_status: v.oneOf(BRAND_DECISIONS),
      });
      const visible = brandVisibility(store, user);
      const brandId =
        input.brand_id ??
        (session.selected_brand_id !== null && visible(session.selected_brand_id)
          ? session.selected_brand_id
          : user.brand_ids[0]);
      const errors = new ErrorBag();
      if (brandId === undefined) errors.add('brand_id', 'The brand id field is required.');
      else if (!store.brands.has(brandId) || !visible(brandId))
        errors.add('brand_id', 'The selected brand id is invalid.');
      if (!store.creators.has(input.publisher_id))
        errors.add('publisher_id', 'The selected publisher id is invalid.');
      errors.throwIfAny();
      if (brandId === undefined) return fieldError('brand_id', 'The brand id field is required.');
      const status = input.approval_status ?? 'approved';
      const now = context.nowIso();
      const existing = store.relationships.lookupOne('pair', `${brandId}:${input.publisher_id}`);
      const row =
        existing === undefined
          ? store.relationships.insert({
              brand_id: brandId,
              publisher_id: input.publisher_id,
              approval_status: status,
              is_active: true,
              started_on: null,
              created_at: now,
              updated_at: now,
              deleted_at: null,
            })
          : (store.relationships.update(existing.id, {
              approval_status: status,
              updated_at: now,
            }) ?? existing);
      if (existing?.approval_status !== status) notifyDecision(context, row, status);
      return json(
        { data: presentRelationship(store, row, user) },
        existing === undefined ? 201 : 200,
      );
    },
  }),
].map(anyRoute);
