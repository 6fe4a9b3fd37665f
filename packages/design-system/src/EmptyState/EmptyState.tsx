import { Inbox } from 'lucide-react';
import { StateMessage, type StateMessageProps } from './StateMessage.tsx';

export type { StateAction as EmptyStateAction } from './StateMessage.tsx';

export interface EmptyStateProps extends StateMessageProps {}

/**
 * Nothing to show yet: one sentence of what happened, one of what to do, and one button. Say
 * what would appear here ("No airings this month.") and offer the next step.
 */
export function EmptyState({ icon = <Inbox />, ...props }: EmptyStateProps) {
  return <StateMessage {...props} icon={icon} tone="neutral" actionVariant="primary" />;
}
