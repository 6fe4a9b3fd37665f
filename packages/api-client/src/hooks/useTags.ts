import { createTag, listTags, type TagListQuery } from '../endpoints/tags.ts';
import { useInfiniteList } from '../swr/createHooks.ts';
import { useListMutation } from './useListMutation.ts';

/** Production tags page by page, by label: `useTags({ s: 'q1' })`. Agency staff only. */
export function useTags(query?: TagListQuery) {
  return useInfiniteList(listTags, query === undefined ? {} : { query });
}

/** Creates a tag; the tag lists refetch. */
export function useCreateTag() {
  return useListMutation(createTag, () => ['/api/tags']);
}
