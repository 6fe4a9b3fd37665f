import { createTag, listTags, type TagListQuery } from '../endpoints/tags.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';

/** Production tags page by page, by label: `useTags({ s: 'q1' })`. Agency staff only. */
export function useTags(query?: TagListQuery) {
  return useInfiniteList(listTags, query === undefined ? {} : { query });
}

/** Creates a tag; the tag lists refetch. */
export function useCreateTag() {
  return useApiMutation(createTag, [listTags]);
}
