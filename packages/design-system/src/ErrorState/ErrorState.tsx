import { CircleAlert } from 'lucide-react';
import { StateMessage, type StateMessageProps } from '../EmptyState/StateMessage.tsx';

export type { StateAction as ErrorStateAction } from '../EmptyState/StateMessage.tsx';

export interface ErrorStateProps extends StateMessageProps {}

/**
 * Something failed to load: one sentence of what happened, one of what to do, and one button
 * (usually "Try again"). Announced as an alert when it appears.
 */
export function ErrorState({ icon = <CircleAlert />, ...props }: ErrorStateProps) {
  return (
    <StateMessage {...props} role="alert" icon={icon} tone="critical" actionVariant="secondary" />
  );
}
