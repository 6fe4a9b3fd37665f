import { useMatches } from 'react-router';
import { appTypeOf } from '../../app/routeHandle.ts';
import { Inbox } from '../../features/inbox/Inbox.tsx';

/** The inbox of each app (frameless): the user's conversations and the open one. */
export function InboxPage() {
  return <Inbox appType={appTypeOf(useMatches()) ?? 'agency'} />;
}
