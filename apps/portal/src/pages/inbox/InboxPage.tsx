import { useMatches } from 'react-router';
import { appTypeOf } from '../../app/routeHandle.ts';
import { AgencyInbox, BrandInbox, CreatorInbox } from '../../features/inbox/InboxSources.tsx';

/** The inbox of each app (frameless): the user's conversations and the open one. */
export function InboxPage() {
  const appType = appTypeOf(useMatches());
  if (appType === 'brand') return <BrandInbox />;
  if (appType === 'creator') return <CreatorInbox />;
  return <AgencyInbox />;
}
