import { useSubscribe, useUnsubscribe, useUserSearch } from '@airtime/api-client';
import {
  Avatar,
  Button,
  IconButton,
  Inline,
  LazyComboBox,
  Stack,
  toast,
} from '@airtime/design-system';
import type { Thread, UserSummary } from '@airtime/domain';
import { X } from 'lucide-react';
import { useState } from 'react';
import { getUserName } from '../users/getUserName.ts';
import * as styles from './details.css.ts';
import { useMe } from './people.ts';

/**
 * Who is told of a conversation's new messages: follow or stop following it yourself, and (agency
 * staff) add or remove anyone found by name. Each change shows at once and rolls back with a toast.
 */
export function ThreadFollowers({
  thread,
  canManageOthers,
}: {
  readonly thread: Thread;
  readonly canManageOthers: boolean;
}) {
  const me = useMe();
  const onError = (error: { message: string }) =>
    toast.error('The followers were not changed.', { description: error.message });
  const subscribe = useSubscribe({ onError });
  const unsubscribe = useUnsubscribe({ onError });
  const subscriptions = thread.subscriptions ?? [];
  const mine = subscriptions.find((row) => row.user_id === me?.id);

  return (
    <section className={styles.section} aria-labelledby="thread-followers">
      <h3 id="thread-followers" className={styles.sectionTitle}>
        {`Followers (${subscriptions.length})`}
      </h3>
      {me !== null && (
        <Button
          size="sm"
          variant={mine === undefined ? 'primary' : 'secondary'}
          onPress={() =>
            void (mine === undefined
              ? subscribe.trigger(thread, me)
              : unsubscribe.trigger(thread, mine))
          }
        >
          {mine === undefined ? 'Follow' : 'Stop following'}
        </Button>
      )}
      <Stack as="ul" space="xs" className={styles.people} aria-label="Followers">
        {subscriptions.map((subscription) => {
          const name =
            subscription.user_id === me?.id
              ? 'You'
              : subscription.user === undefined
                ? 'Someone'
                : getUserName(subscription.user);
          return (
            <Inline as="li" key={subscription.id} wrap={false} className={styles.person}>
              <Avatar name={name} src={subscription.user?.avatar} size={6} aria-hidden="true" />
              <span className={styles.personName}>{name}</span>
              {canManageOthers && subscription.user_id !== me?.id && (
                <IconButton
                  size="sm"
                  label={`Remove ${name}`}
                  icon={<X />}
                  onPress={() => void unsubscribe.trigger(thread, subscription)}
                />
              )}
            </Inline>
          );
        })}
      </Stack>
      {canManageOthers && (
        <AddFollower onAdd={(user) => void subscribe.trigger(thread, user)} thread={thread} />
      )}
    </section>
  );
}

/**
 * Finds a user by name or email and adds them as a follower. A plain field stands in for the
 * combobox until it is first used: the pane shows it with every conversation opened.
 */
function AddFollower({
  thread,
  onAdd,
}: {
  readonly thread: Thread;
  readonly onAdd: (user: UserSummary) => void;
}) {
  const [text, setText] = useState('');
  const search = useUserSearch(text, { per_page: 10 });
  const following = new Set((thread.subscriptions ?? []).map((row) => row.user_id));
  const results = search.results.filter((user) => !following.has(user.id));
  return (
    <LazyComboBox
      label="Add a follower"
      size="sm"
      placeholder="Name or email"
      items={results}
      inputValue={text}
      onInputChange={setText}
      isLoading={search.isLoading}
      filter={false}
      getItemText={getUserName}
      optionText={(user) => `${getUserName(user)} (${user.email})`}
      // Each choice is added to the followers; the field empties for the next search.
      shouldClearOnSelect
      onChange={(key) => {
        const user = results.find((candidate) => candidate.id === key);
        if (user !== undefined) onAdd(user);
      }}
    />
  );
}
