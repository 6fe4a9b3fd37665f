import type { Tag } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { fieldError } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';

// Tags (spec §7): free labels the agency puts on event productions. Agency staff list and create
// them; a label is unique whatever its case. Creating one publishes nothing: no decisions §5
// event covers tags until a production carries one.

const TAG_LIST: ListSpec<Tag> = {
  sorts: { label: (row) => row.label, id: (row) => row.id },
  defaultSort: 'label',
  defaultPerPage: 100,
};

export const tagRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/tags',
    access: agencyOnly,
    handle({ store, query }) {
      const filters = readFilters(query, {
        s: v.string({ max: 255 }),
        ids: v.list(v.id(), { max: 500 }),
      });
      const needle = filters.s?.toLowerCase();
      const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
      const rows = store.tags
        .all()
        .filter(
          (tag) =>
            (ids === undefined || ids.has(tag.id)) &&
            (needle === undefined || tag.label.toLowerCase().includes(needle)),
        );
      const page = paginate(rows, readListQuery(query, TAG_LIST), TAG_LIST);
      return json(toListResponse(page, (tag) => tag));
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/api/tags',
    access: agencyOnly,
    async handle({ store, body }) {
      const input = validate(await body(), {
        // Inner spaces collapse, so 'Q1  push' and 'Q1 push' are the same tag.
        label: v.string({ max: 50 }).required(),
      });
      const label = input.label.replace(/\s+/g, ' ');
      if (store.tags.lookupOne('label', label.toLowerCase()) !== undefined)
        fieldError('label', 'The label has already been taken.');
      return json({ data: store.tags.insert({ label }) }, 201);
    },
  }),
].map(anyRoute);
