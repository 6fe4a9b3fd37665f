import {
  type ChannelListQuery,
  createChannel,
  deleteChannel,
  listChannels,
  updateChannel,
} from '../endpoints/content.ts';
import { getCreator, listCreators } from '../endpoints/creators.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

// Creators embed their channels, so channel writes refresh the creator lists too.
const creator = (id: number) => matchesCall(getCreator, { id });

/** Content channels page by page: `useChannels({ publisher_id: 4, sort: '-subscribers_count' })`. */
export function useChannels(query?: ChannelListQuery) {
  return useInfiniteList(listChannels, query === undefined ? {} : { query });
}

/** Adds a channel to a creator; the channel lists, the creator lists and the creator refetch. */
export function useCreateChannel() {
  return useApiMutation(createChannel, ({ body }) => [
    listChannels,
    listCreators,
    creator(body.publisher_id),
  ]);
}

/** Changes a channel; the channel lists, the creator lists and its creator refetch. */
export function useUpdateChannel() {
  return useApiMutation(updateChannel, (_input, channel) => [
    listChannels,
    listCreators,
    creator(channel.publisher_id),
  ]);
}

/** Deletes a channel; the channel lists and the creator lists refetch. */
export function useDeleteChannel() {
  return useApiMutation(deleteChannel, [listChannels, listCreators]);
}
