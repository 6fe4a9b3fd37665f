import { ErrorState, Skeleton } from '@airtime/design-system';
import type { ReactNode } from 'react';

/**
 * A part of a page that waits on data: skeletons in its shape while loading, the error with
 * 'Try again' when the load failed, else its content.
 */
export function DataState({
  isLoading,
  error,
  onRetry,
  what,
  shape = 'rect',
  children,
}: {
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  readonly onRetry: () => void;
  /** What failed to load, in words: 'events', 'payment preferences'. */
  readonly what: string;
  readonly shape?: 'rect' | 'table' | 'text';
  readonly children: ReactNode;
}) {
  if (error !== undefined) {
    return (
      <ErrorState
        size="sm"
        title={`The ${what} could not be loaded.`}
        description={error.message}
        action={{ label: 'Try again', onPress: onRetry }}
      />
    );
  }
  if (isLoading) return <Skeleton shape={shape} label={`Loading ${what}`} />;
  return <>{children}</>;
}
