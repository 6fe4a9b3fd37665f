import {
  getSavedViewNameError,
  QUERY_NAME_PATTERN,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_QUERY_MAX,
  SAVED_VIEW_VERSION,
  SAVED_VIEW_VERSIONS,
  SAVED_VIEWS_PER_LIST_MAX,
  type SavedView,
} from '@airtime/domain';
import { fieldError, found } from '../http/HttpError.ts';
import { readFilters } from '../http/query.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import type { SavedViewRow } from '../store/records.ts';

// Saved views (issue 23, calls of ours): a user's named filters and sort of one list of the
// portal, as the domain's versioned payload. Every signed-in user keeps their own and only ever
// sees, changes or deletes their own (another user's view answers 404, as a missing one does).
// A view is a preference, not the agency's data, so Read Only users keep views too. Names are
// unique per user and list (in any case); one view per list may be the user's default.

const listRule = () =>
  v.string({
    max: 60,
    pattern: QUERY_NAME_PATTERN,
    patternMessage: 'The :attribute field must name a list.',
  });
const nameRule = () => v.string({ max: SAVED_VIEW_NAME_MAX });
const queryRule = () => v.string({ max: SAVED_VIEW_QUERY_MAX }).nullable();
const versionRule = () => v.oneOf(SAVED_VIEW_VERSIONS);

/** The user's views of a list, by name. */
function viewsOf(context: UserContext<string>, list: string): SavedViewRow[] {
  return context.store.savedViews
    .lookup('user_id', context.user.id)
    .filter((view) => view.list === list)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/** The user's own view, or 404 whoever else's it is. */
function ownView(context: UserContext<':id'>): SavedViewRow {
  const id = context.id('id');
  const view = context.store.savedViews.get(id);
  return found(view?.user_id === context.user.id ? view : undefined, 'Saved view', id);
}

function checkName(name: string, others: readonly SavedViewRow[]): void {
  const error = getSavedViewNameError(
    name,
    others.map((view) => view.name),
  );
  if (error !== null) fieldError('name', error);
}

/** Makes `view` the only default of its list. */
function clearOtherDefaults(context: UserContext<string>, view: SavedViewRow): void {
  for (const other of viewsOf(context, view.list))
    if (other.id !== view.id && other.is_default)
      context.store.savedViews.update(other.id, { is_default: false });
}

function present({ user_id: _owner, ...view }: SavedViewRow): SavedView {
  return view;
}

export const savedViewRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/saved-views',
    handle(context) {
      const { list } = readFilters(context.query, { list: listRule().required() });
      return json({ data: viewsOf(context, list).map(present) });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/saved-views',
    allowReadOnly: true,
    async handle(context) {
      const input = validate(await context.body(), {
        list: listRule().required(),
        name: nameRule().required(),
        query: queryRule(),
        version: versionRule(),
        is_default: v.boolean(),
      });
      const others = viewsOf(context, input.list);
      checkName(input.name, others);
      if (others.length >= SAVED_VIEWS_PER_LIST_MAX)
        fieldError(
          'name',
          `You have ${SAVED_VIEWS_PER_LIST_MAX} views on this list: delete one to save another.`,
        );
      const now = context.nowIso();
      const view = context.store.savedViews.insert({
        user_id: context.user.id,
        list: input.list,
        name: input.name,
        version: input.version ?? SAVED_VIEW_VERSION,
        query: input.query ?? '',
        is_default: input.is_default ?? false,
        created_at: now,
        updated_at: now,
      });
      if (view.is_default) clearOtherDefaults(context, view);
      return json({ data: present(view) }, 201);
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/saved-views/:id',
    allowReadOnly: true,
    async handle(context) {
      const view = ownView(context);
      const input = validate(await context.body(), {
        name: nameRule(),
        query: queryRule(),
        version: versionRule(),
        is_default: v.boolean(),
      });
      requireSomeField(input);
      if (input.name !== undefined)
        checkName(
          input.name,
          viewsOf(context, view.list).filter((other) => other.id !== view.id),
        );
      // A new query is written in the newest format unless the caller says which it used.
      const version =
        input.version ?? (input.query === undefined ? view.version : SAVED_VIEW_VERSION);
      const updated = context.store.savedViews.update(view.id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.query === undefined ? {} : { query: input.query ?? '' }),
        ...(input.is_default === undefined ? {} : { is_default: input.is_default }),
        version,
        updated_at: context.nowIso(),
      });
      const saved = found(updated, 'Saved view', view.id);
      if (saved.is_default) clearOtherDefaults(context, saved);
      return json({ data: present(saved) });
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/saved-views/:id',
    allowReadOnly: true,
    handle(context) {
      const view = ownView(context);
      context.store.savedViews.remove(view.id, context.nowIso());
      return noContent();
    },
  }),
].map(anyRoute);
