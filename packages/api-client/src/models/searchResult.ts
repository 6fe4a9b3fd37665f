import { decodeSearchResult, SEARCH_RESULT_TYPES, type SearchResult } from '@airtime/domain';
import * as v from 'valibot';
import { defineModel, type RecordModel } from '../decode/defineModel.ts';
import { id } from './fields.ts';

/**
 * A global search hit. A hit needs its id, type and name; its display fields are read as the
 * domain's decodeSearchResult reads them (a malformed logo, email or match falls back to
 * empty, 1 and 0 are booleans), so one odd field never hides a hit.
 */
export const searchResultModel: RecordModel<SearchResult> =
  /* @__PURE__ */ defineModel<SearchResult>()({
    name: 'search result',
    schema: v.pipe(
      v.looseObject({ id, type: v.picklist(SEARCH_RESULT_TYPES), name: v.string() }),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const result = decodeSearchResult(dataset.value);
        if (result === undefined) {
          addIssue({ message: 'Invalid id: Expected a positive integer' });
          return NEVER;
        }
        return result;
      }),
    ),
  });
