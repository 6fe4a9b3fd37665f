import { type Brand, type Creator, getAppType } from '@airtime/domain';
import { agencyOrCreator, creatorVisibility, visibleCreator } from '../auth/creatorVisibility.ts';
import { fieldError } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, type BaseContext, defineRoute, type UserContext } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { creatorBrands, presentSelectableCreator } from '../present/creators.ts';

// The creator app's calls (spec §7): the creators a user may switch between, choosing one (kept
// on the session, spec §4 'Selected creator'), and the brands of the selected creator for the side
// menu. Agency staff may use them too (they may open any app); brand users may not.

const CREATOR_BRAND_LIST: ListSpec<Brand> = {
  sorts: {
    name: (brand) => brand.name,
    last_event_date: (brand) => brand.last_event_date,
    id: (brand) => brand.id,
  },
  defaultSort: 'name',
  defaultPerPage: 100,
};

const SELECTABLE_LIST: ListSpec<Creator> = {
  sorts: { name: (row) => row.name, id: (row) => row.id },
  defaultSort: 'name',
  defaultPerPage: 100,
};

/** A creator's brands, active and inactive, filtered, sorted and paged. */
function listCreatorBrands({ store, query }: BaseContext<string>, creatorId: number): Response {
  const filters = readFilters(query, { is_active: v.boolean(), s: v.string({ max: 255 }) });
  const needle = filters.s?.toLowerCase();
  const rows = creatorBrands(store, creatorId).filter(
    (brand) =>
      (filters.is_active === undefined || brand.is_active === filters.is_active) &&
      (needle === undefined || brand.name.toLowerCase().includes(needle)),
  );
  const page = paginate(rows, readListQuery(query, CREATOR_BRAND_LIST), CREATOR_BRAND_LIST);
  return json(toListResponse(page, (brand) => brand));
}

/**
 * The creator the creator app is showing: `creator_id` when sent, else the one chosen with
 * POST /api/creator/select, else the creator user's first. Agency staff must name or choose one.
 */
function selectedCreatorId(context: UserContext<string>): number {
  const { creator_id: requested } = readFilters(context.query, { creator_id: v.id() });
  const visible = creatorVisibility(context.store, context.user);
  if (requested !== undefined) {
    if (!context.store.creators.has(requested) || !visible(requested))
      fieldError('creator_id', 'The selected creator id is invalid.');
    return requested;
  }
  const chosen = context.session.selected_creator_id;
  if (chosen !== null && context.store.creators.has(chosen) && visible(chosen)) return chosen;
  const first = context.user.creator_ids.find((id) => context.store.creators.has(id));
  if (first === undefined) fieldError('creator_id', 'The creator id field is required.');
  return first;
}

export const creatorAppRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/creator/brands',
    access: agencyOrCreator,
    handle: (context) => listCreatorBrands(context, selectedCreatorId(context)),
  }),

  // The creator's brand list by id (the path is ours: spec §7 does not show it).
  defineRoute({
    method: 'GET',
    path: '/api/creators/:id/brands',
    access: agencyOrCreator,
    handle: (context) => listCreatorBrands(context, visibleCreator(context, context.id('id')).id),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/creator/creators-with-access',
    access: agencyOrCreator,
    handle({ store, query, user }) {
      const filters = readFilters(query, { s: v.string({ max: 255 }) });
      const needle = filters.s?.toLowerCase();
      const candidates =
        getAppType(user.business_role) === 'agency'
          ? store.creators.all()
          : user.creator_ids.flatMap((id) => store.creators.get(id) ?? []);
      const rows = candidates.filter(
        (creator) => needle === undefined || creator.name.toLowerCase().includes(needle),
      );
      const page = paginate(rows, readListQuery(query, SELECTABLE_LIST), SELECTABLE_LIST);
      return json(toListResponse(page, presentSelectableCreator));
    },
  }),

  // Choosing a creator in the creator app; kept on the session like the brand choice.
  defineRoute({
    method: 'POST',
    path: '/api/creator/select',
    access: agencyOrCreator,
    allowReadOnly: true,
    async handle(context) {
      const input = validate(await context.body(), { creator_id: v.id().required() });
      const creator = context.store.creators.get(input.creator_id);
      if (creator === undefined || !creatorVisibility(context.store, context.user)(creator.id)) {
        fieldError('creator_id', 'The selected creator id is invalid.');
      }
      context.backend.auth.updateSession(context.session.id, { selected_creator_id: creator.id });
      return json({ data: presentSelectableCreator(creator) });
    },
  }),
].map(anyRoute);
