import type { AppType } from '@airtime/domain';
import { preloadInbox } from '../../features/inbox/preloadInbox.ts';
import type { PageRoute } from '../defineRoutes.ts';
import { lazyPage } from '../lazyPage.ts';

const inboxPage = lazyPage(() => import('../../pages/inbox/InboxPage.tsx'), 'InboxPage');

/** An app's Inbox (spec §2): the same page in each app, frameless. */
export function inboxRoute(appType: AppType): PageRoute {
  return {
    path: 'inbox',
    name: `${appType}-inbox`,
    title: 'Inbox',
    frameless: true,
    page: inboxPage,
    preload: preloadInbox(appType),
  };
}
