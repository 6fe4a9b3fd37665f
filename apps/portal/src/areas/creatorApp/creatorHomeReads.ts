import { preloadAllEvents, preloadCreatorBrands, preloadSelection } from '@airtime/api-client';
import type { RoutePreload } from '../../app/defineRoutes.ts';
import { preloadRecordConversation } from '../../features/inbox/preloadRecordConversation.ts';
import { paymentChainSelection } from '../../features/payments/paymentChainSelection.ts';
import { creatorAppEventsSelection } from './useCreatorAppEvents.ts';

/**
 * /creator/home's route preload: the creators to choose from (the choice made as they come) and,
 * for the creator the app will most likely show, the events the page adds up, the side menu's
 * brands and the conversation, all at once.
 */
export const preloadCreatorHome: RoutePreload = ({ client, session }) => {
  const creatorId = preloadSelection(session, 'creator');
  if (creatorId === null) return;
  void preloadAllEvents(client, creatorAppEventsSelection(creatorId));
  void preloadCreatorBrands(client, creatorId);
  preloadRecordConversation(client, 'creator', creatorId, 'creator');
};

/** /creator/payments' route preload: the events its report adds up and its payment chain's. */
export const preloadCreatorPayments: RoutePreload = ({ client, session }) => {
  const creatorId = preloadSelection(session, 'creator');
  if (creatorId === null) return;
  void preloadAllEvents(client, creatorAppEventsSelection(creatorId));
  void preloadAllEvents(client, paymentChainSelection(creatorId));
};
